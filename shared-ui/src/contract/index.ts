/**
 * '@dpohub/shared-ui/contract': the one Module Federation shared module of shared-ui (the rest of
 * the package is bundled, tree-shaken, into each build). It holds the React context that carries
 * the shell API, so the shell and every remote read the same one, and the contract's types. The
 * contract version is deliberately NOT exported from here: a remote must report the version it
 * was built with, not the one of whichever copy of this module the page loaded first.
 */
export * from './shell-api';
export * from './http';
export { ShellProvider, useShell, useOptionalShell, useSessionUser } from './ShellContext';
export type { ShellProviderProps } from './ShellContext';
export type * from './pages';
