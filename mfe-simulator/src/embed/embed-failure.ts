// What the embed's box shows when the simulator's code cannot load (platform M4): a short message
// and a retry, as the portal shows for an area that failed. It is drawn by the loader, which has
// no React and none of the theme's style sheets (they may be what failed), so it styles itself.

/** The loader's own words: kept out of LABELS so the loader does not carry every label. */
export const EMBED_FAILURE_LABELS = {
  loadFailed: 'Não foi possível carregar o simulador.',
  retry: 'Tentar novamente',
} as const;

const BOX_STYLE =
  'display:flex;flex-wrap:wrap;align-items:center;gap:12px;padding:16px;border:1px solid #dde3e9;' +
  'border-radius:6px;background:#fff;color:#1c2733;font:16px/1.4 system-ui,sans-serif';
const BUTTON_STYLE =
  'font:inherit;padding:8px 16px;border:0;border-radius:6px;background:#0f4c5c;color:#fff;cursor:pointer';

/**
 * Shows the failure in `root` (the embed's element in its shadow root) until the retry is
 * clicked; `retry` runs then, with the message gone.
 */
export function showEmbedFailure(root: HTMLElement, retry: () => void): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = BOX_STYLE;
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = EMBED_FAILURE_LABELS.loadFailed;
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText = BUTTON_STYLE;
  button.textContent = EMBED_FAILURE_LABELS.retry;
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(text, button);
  root.replaceChildren(box);
}
