/** Spec 1 section 2.6: no back arrow on home and functions. */
const NO_BACK_ARROW = new Set(['/home', '/functions']);

/** Spec 2 section 2: on budget control the arrow goes to the stored previous location. */
const STORED_BACK_PATHS = new Set(['/budgetControl']);

export type BackTarget = { kind: 'none' } | { kind: 'history' } | { kind: 'path'; to: string };

export function backTarget(pathname: string, storedGoBack: string | null): BackTarget {
  if (NO_BACK_ARROW.has(pathname)) return { kind: 'none' };
  if (STORED_BACK_PATHS.has(pathname)) return { kind: 'path', to: storedGoBack || '/home' };
  return { kind: 'history' };
}
