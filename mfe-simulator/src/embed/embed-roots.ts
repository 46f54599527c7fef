// The embed's shadow roots are found through the page's DOM, not through a window global
// (platform m19: the embed leaves no mark on its host): each target carries this attribute with
// the container's name, and the container's CSS (tooling/webpack-preset.js styleInsert), the
// ALTCHA widget's style and a second embed on the page look the roots up by it.

/** On each embed target; its value is the container whose styles go into its shadow root. */
export const EMBED_STYLES_ATTRIBUTE = 'data-dpohub-styles';
export const EMBED_CONTAINER = 'mfe_simulator';

/** The shadow roots of the simulator's embeds on this page (none in the portal). */
export function embedShadowRoots(): ShadowRoot[] {
  return Array.from(
    document.querySelectorAll(`[${EMBED_STYLES_ATTRIBUTE}="${EMBED_CONTAINER}"]`),
    (host) => host.shadowRoot,
  ).filter((root): root is ShadowRoot => root !== null);
}
