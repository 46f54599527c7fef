import type * as PopupModule from './RowMenuPopup';

// The open menu (and floating-ui, about 7 KB gzip) is needed only once a user reaches for a
// menu: it loads when the pointer or focus first comes to a "⋮" button, so it is normally here
// by the click, and otherwise on the click itself.
type RowMenuPopupModule = typeof PopupModule;

let loaded: RowMenuPopupModule | null = null;
let loading: Promise<RowMenuPopupModule> | null = null;

/** Loads the popup once; a failed load (network) may be tried again by the next open. */
export function loadRowMenuPopup(): Promise<RowMenuPopupModule> {
  loading ??= import('./RowMenuPopup').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The popup component if it has already arrived, so an open menu renders at once. */
export function loadedRowMenuPopup(): RowMenuPopupModule['RowMenuPopup'] | null {
  return loaded?.RowMenuPopup ?? null;
}
