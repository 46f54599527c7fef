import { mountRootParcel } from 'single-spa';
import type { LifeCycles } from 'single-spa';
import { showEmbedFailure } from './embed-failure';
import { EMBED_CONTAINER, EMBED_STYLES_ATTRIBUTE, embedShadowRoots } from './embed-roots';

// The marketing-site loader (ARCHITECTURE, the embed): no React here. One
// <script src=".../simulador-embed.js" data-api-base="..." data-target="#simulador"> mounts the
// public simulator into the target. The page shares nothing with the simulator, so the loader
// runs no federation runtime: it is built without Module Federation (tooling/webpack-preset.js
// embedEntries) and loads the embed's own chunks, React included, with webpack's chunk loading
// (docs/decisions.md "The embed without a federation runtime"). single-spa's start() is never
// called, so single-spa never routes and the page's URL and history are left alone.
// The embed renders inside a Shadow DOM root, its styles too (its CSS goes into the marked
// roots: tooling/webpack-preset.js styleInsert), so no style crosses the boundary in either
// direction: the page keeps its look, and the embed looks as it does on a blank page.

const LOADER_FILE = 'simulador-embed.js';
const CONTAINER = EMBED_CONTAINER;
/** The element inside the shadow root that the embed renders into (theme.css styles it). */
const EMBED_ROOT_ATTRIBUTE = 'data-dpohub-root';

type EmbedProps = { apiBase: string };
type EmbedModule = LifeCycles<EmbedProps>;

/**
 * A shadow root on the target with the element to render into; it receives the embed's CSS,
 * and a second embed on the page copies the styles the first one already has.
 */
function isolatedRoot(target: HTMLElement): HTMLElement {
  const earlier = embedShadowRoots().find((root) => root.host !== target);
  const shadow = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
  if (target.getAttribute(EMBED_STYLES_ATTRIBUTE) !== CONTAINER) {
    target.setAttribute(EMBED_STYLES_ATTRIBUTE, CONTAINER);
    for (const style of earlier?.querySelectorAll('link[rel="stylesheet"], style') ?? []) {
      shadow.appendChild(style.cloneNode(true));
    }
  }
  const root = document.createElement('div');
  root.setAttribute(EMBED_ROOT_ATTRIBUTE, '');
  shadow.appendChild(root);
  return root;
}

/**
 * The embed's lifecycles (the same module the container exposes as `./embed`), loaded once for
 * the page: webpack forgets a chunk that failed to load, so the next call tries it again.
 */
function loadEmbed(): Promise<EmbedModule> {
  return import(/* webpackChunkName: "embed" */ './embed');
}

/**
 * The loader's script tags. Every tag of this file on the page so far is looked up (a page may
 * load the file deferred, or name several targets); the ones whose target already holds an embed
 * (this file runs once per tag) are left alone, and the page's tags get no mark of ours.
 */
function loaderScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).filter((script) =>
    new URL(script.src).pathname.endsWith(`/${LOADER_FILE}`),
  );
}

/** The element a tag names, unless an embed is already there. */
function freeTarget(script: HTMLScriptElement): HTMLElement | null | undefined {
  const target = script.dataset.target ? document.querySelector(script.dataset.target) : null;
  if (!(target instanceof HTMLElement)) return null;
  return target.getAttribute(EMBED_STYLES_ATTRIBUTE) === CONTAINER ? undefined : target;
}

/**
 * Resolves once the target is within a screen's height of the visible part of the page: the
 * embed usually sits below the fold, and its React and form (about 80 KB gzip, most of a
 * phone's main thread for a second) then load while the visitor scrolls towards
 * it instead of competing with the page's own first paint. A target already in view, or a page
 * opened at its anchor, loads at once; without IntersectionObserver, so does every target.
 */
function nearViewport(target: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
  });
}

async function mountFrom(script: HTMLScriptElement): Promise<void> {
  const apiBase = script.dataset.apiBase;
  const target = freeTarget(script);
  if (target === undefined) return;
  if (!apiBase || !target) {
    console.error(`${LOADER_FILE}: data-api-base and a data-target element are required.`);
    return;
  }
  // Marks the target as taken at once (EMBED_STYLES_ATTRIBUTE), before anything is awaited.
  const domElement = isolatedRoot(target);
  await nearViewport(target);
  // The simulator's code may fail to load (a blocked or missing file, a network drop): the
  // visitor then sees why in the embed's box, with a retry, not an empty frame (platform M4).
  const mount = () =>
    loadEmbed().then(
      (lifecycles) => mountRootParcel(lifecycles, { domElement, apiBase }).mountPromise,
      (error: unknown) => {
        console.error(`${LOADER_FILE}:`, error);
        showEmbedFailure(domElement, () => void mount());
      },
    );
  await mount();
}

for (const script of loaderScripts()) {
  mountFrom(script).catch((error: unknown) => console.error(`${LOADER_FILE}:`, error));
}
