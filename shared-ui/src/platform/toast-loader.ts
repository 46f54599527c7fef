import type * as ToastModule from './ToastStack';

// The toast library (react-hot-toast's headless entry and our styles) loads with the first toast
// of a page, not with the page: most pages (the sign-in form among them) show none before the
// user acts. Toasts asked for meanwhile wait in the library's store until the stack mounts.
type ToastLibrary = typeof ToastModule;

let library: Promise<ToastLibrary> | null = null;
const listeners = new Set<() => void>();

/** The toast library, loaded once; the first call also tells every <ToastHost/> to mount. */
export function requestToasts(): Promise<ToastLibrary> {
  if (!library) {
    library = import('./ToastStack');
    listeners.forEach((listener) => listener());
  }
  return library;
}

/** Whether a toast was asked for on this page (the stack is needed from then on). */
export function toastsRequested(): boolean {
  return library !== null;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
