import { useLayoutEffect, useState, useTransition } from 'react';
import type { ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { NavigationPendingContext } from './navigation-pending';

/**
 * The shell's router: BrowserRouter's own history, each location change rendered in a
 * transition whose pending state the page can show (a navigation that waits for code keeps the
 * current page, RouteGate). Every navigation passes here: links, navigate() of the shell and of
 * the remotes, back and forward.
 */
export function ShellRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startNavigation] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startNavigation(() => setState({ action, location })),
      ),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <NavigationPendingContext value={pending}>{children}</NavigationPendingContext>
    </Router>
  );
}
