import { createContext, useCallback, useContext } from 'react';

/** Starts loading the code of the page at a path (App provides preparePage; none in tests). */
export const PagePreloadContext = createContext<(to: string) => void>(() => undefined);

/**
 * Props for an element that leads to a page (a menu entry, a card, a quick action): a pointer
 * over it, its focus or a touch starts loading the page's code, so the click rarely waits for it.
 */
export function usePagePreload() {
  const preload = useContext(PagePreloadContext);
  return useCallback(
    (to: string) => {
      const start = () => preload(to);
      return { onPointerEnter: start, onFocus: start, onTouchStart: start };
    },
    [preload],
  );
}
