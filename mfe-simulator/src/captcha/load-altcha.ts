// The ALTCHA widget (about 35 KB gzip) is fetched only when the registration shows, so the
// simulator itself and the internal screens never load it.
let loading: Promise<void> | null = null;

/** Defines the <altcha-widget> element with its Brazilian Portuguese strings, once. */
export function loadAltcha(): Promise<void> {
  // 'altcha/external' with its stylesheet bundled: the default build injects a <style> into the
  // page's <head>, outside the embed's Shadow DOM root (docs/decisions.md "The embed's Shadow DOM").
  loading ??= Promise.all([import('altcha/external'), import('altcha/altcha.css')])
    .then(() => import('altcha/i18n/pt-br'))
    .then(() => undefined);
  return loading;
}
