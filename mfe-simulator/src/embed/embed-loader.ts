import { createInstance } from '@module-federation/enhanced/runtime';
import { mountRootParcel } from 'single-spa';
import type { LifeCycles } from 'single-spa';

// The marketing-site loader (ARCHITECTURE, the embed): no React here. One
// <script src=".../simulador-embed.js" data-api-base="..." data-target="#simulador"> mounts the
// public simulator into the target. The page shares nothing with the remote (`shared: {}`), so
// the remote brings its own React; single-spa's start() is never called, so single-spa never
// routes and the page's URL and history are left alone.

const LOADER_FILE = 'simulador-embed.js';
const MOUNTED = 'data-simulador-mounted';

type EmbedProps = { apiBase: string };
type EmbedModule = LifeCycles<EmbedProps>;

declare global {
  interface Window {
    /** Shared by every copy of this script on the page: the remote is loaded once. */
    __dpohubSimulatorEmbed?: Promise<EmbedModule>;
  }
}

function loadEmbed(manifestUrl: string): Promise<EmbedModule> {
  window.__dpohubSimulatorEmbed ??= createInstance({
    name: 'dpohub_simulator_embed',
    remotes: [{ name: 'mfe_simulator', entry: manifestUrl }],
    shared: {},
  })
    .loadRemote<EmbedModule>('mfe_simulator/embed')
    .then((module) => {
      if (!module) throw new Error('mfe_simulator/embed did not load');
      return module;
    });
  return window.__dpohubSimulatorEmbed;
}

/**
 * The loader's script tags not mounted yet. document.currentScript is unreliable here (the entry
 * may start after the tag ran), so every tag of this file is looked up, and each mounts once.
 */
function pendingScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).filter(
    (script) =>
      new URL(script.src).pathname.endsWith(`/${LOADER_FILE}`) && !script.hasAttribute(MOUNTED),
  );
}

async function mountFrom(script: HTMLScriptElement): Promise<void> {
  script.setAttribute(MOUNTED, '');
  const apiBase = script.dataset.apiBase;
  const target = script.dataset.target ? document.querySelector(script.dataset.target) : null;
  if (!apiBase || !(target instanceof HTMLElement)) {
    console.error(`${LOADER_FILE}: data-api-base and a data-target element are required.`);
    return;
  }
  const lifecycles = await loadEmbed(new URL('mf-manifest.json', script.src).href);
  mountRootParcel(lifecycles, { domElement: target, apiBase });
}

for (const script of pendingScripts()) {
  mountFrom(script).catch((error: unknown) => console.error(`${LOADER_FILE}:`, error));
}
