import type { NavigateOptions, SessionApi, ShellApi, ToastApi } from '../contract/shell-api';
import { createShellApi } from './create-shell-api';

export interface StandaloneShellOptions {
  baseURL?: string;
  session?: SessionApi;
  toast?: ToastApi;
  /** Replaces the history-based navigation (for example the embed's host page). */
  onNavigate?: (to: string, options?: NavigateOptions) => void;
  onTitle?: (title: string) => void;
}

/**
 * A ShellApi for pages without the shell (a remote's dev page, the simulator embed): it owns no
 * router, so navigation goes through window.history and a popstate event, which any router on
 * the page (or none) can follow, unless a callback takes it over.
 */
export function createStandaloneShell(options: StandaloneShellOptions = {}): ShellApi {
  const navigate =
    options.onNavigate ??
    ((to: string, navigateOptions?: NavigateOptions) => {
      if (navigateOptions?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  return createShellApi({
    navigate,
    setTitle: options.onTitle,
    session: options.session,
    toast: options.toast,
    baseURL: options.baseURL,
  });
}
