import { Suspense, createElement, useState } from 'react';
import type { ComponentType } from 'react';
import { preloadableLazy } from './preloadable-lazy';
import type { PreloadableComponent } from './preloadable-lazy';

/**
 * A dialog whose code (its form, schema and field widgets) loads the first time it opens, so a
 * list page's first visit does not carry it. Until then it renders nothing; once opened it stays
 * mounted like any dialog, so closing and opening again keep the usual behaviour. A dialog without
 * an `open` prop is open while mounted. `preload()` starts the load early, e.g. when the pointer
 * reaches the button that opens it.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  const Dialog = preloadableLazy(load);
  function LazyDialog(props: P) {
    const open = (props as { open?: boolean }).open ?? true;
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return createElement(Suspense, { fallback: null }, createElement(Dialog, props));
  }
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}
