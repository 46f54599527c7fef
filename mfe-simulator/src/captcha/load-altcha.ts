// The ALTCHA widget (about 35 KB gzip) is fetched only when the registration shows, so the
// simulator itself and the internal screens never load it.
let loading: Promise<void> | null = null;

/** Defines the <altcha-widget> element with its Brazilian Portuguese strings, once. */
export function loadAltcha(): Promise<void> {
  loading ??= import('altcha').then(() => import('altcha/i18n/pt-br')).then(() => undefined);
  return loading;
}
