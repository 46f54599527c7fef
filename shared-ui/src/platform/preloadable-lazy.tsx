import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the component's chunk (once); resolves when it can render at once. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * React.lazy that can be loaded ahead of its first render. Once loaded, a new mount renders the
 * component itself, with no Suspense fallback in between; each mount keeps the type it started
 * with, so a mounted tree is never replaced when the load completes.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later mount tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload });
}
