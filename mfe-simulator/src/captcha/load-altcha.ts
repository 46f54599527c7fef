// The ALTCHA widget (about 35 KB gzip) is fetched only when the registration shows, so the
// simulator itself and the internal screens never load it.
import { embedShadowRoots } from '../embed/embed-roots';

let loading: Promise<void> | null = null;

/**
 * The default ALTCHA build carries its proof-of-work workers inline (a page of another origin
 * cannot start a worker from the remote's origin) and adds its stylesheet to the page's <head>.
 * Inside the embed that stylesheet moves into the embed's shadow roots, `:root` read as `:host`,
 * so nothing of the widget stays on the host page (docs/decisions.md "The embed's Shadow DOM").
 */
function moveWidgetStyleIntoEmbedRoots(): void {
  const roots = embedShadowRoots();
  if (!roots.length) return; // the portal: the head is the widget's own page
  const style = [...document.head.querySelectorAll('style')].find((element) =>
    element.textContent?.includes('--altcha-'),
  );
  if (!style) return;
  style.remove();
  style.textContent = (style.textContent ?? '').replace(/:root\b/g, ':host');
  roots.forEach((root, index) => root.appendChild(index === 0 ? style : style.cloneNode(true)));
}

/** Defines the <altcha-widget> element with its Brazilian Portuguese strings, once. */
export function loadAltcha(): Promise<void> {
  loading ??= import('altcha')
    .then(() => import('altcha/i18n/pt-br'))
    .then(moveWidgetStyleIntoEmbedRoots);
  return loading;
}
