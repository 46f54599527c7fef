import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { SessionUser, ShellApi } from './shell-api';

const ShellContext = createContext<ShellApi | null>(null);

export interface ShellProviderProps {
  shell: ShellApi;
  children?: ReactNode;
}

/** Hands the shell API to everything below it (remotes too: this module is one instance). */
export function ShellProvider({ shell, children }: ShellProviderProps) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/** The shell API; throws when rendered outside a <ShellProvider>. */
export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) {
    throw new Error(
      'useShell() needs a <ShellProvider shell={...}> above it: the shell provides one, and a standalone page must wrap its tree with createStandaloneShell().',
    );
  }
  return shell;
}

/** The shell API, or null outside a provider (widgets that work either way). */
export function useOptionalShell(): ShellApi | null {
  return useContext(ShellContext);
}

/** The signed-in user, re-rendering on login, logout and changes from other tabs. */
export function useSessionUser(): SessionUser | null {
  const { session } = useShell();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getUser = useCallback(() => session.getUser(), [session]);
  return useSyncExternalStore(subscribe, getUser, getUser);
}
