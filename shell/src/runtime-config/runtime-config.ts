/**
 * The shell's runtime config, fetched at start from /config.json (served no-cache): the API base
 * URL and, per remote container name, its mf-manifest.json URL. Nothing about where remotes live
 * is built into the shell (docs/decisions.md "Runtime config").
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Container name (e.g. 'mfe_auth') -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
}

export const RUNTIME_CONFIG_URL = '/config.json';

/**
 * Id of the `<script type="application/json">` in which the server that serves index.html writes
 * the same config (tooling/serve-app.js), so the page starts without waiting for /config.json.
 */
export const INLINE_RUNTIME_CONFIG_ID = 'dpohub-runtime-config';

/** The config written into the page, or null when there is none (or it is unreadable). */
export function readInlineRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

const FALLBACK: RuntimeConfig = { apiBaseUrl: '/api', remotes: {} };

/** Keeps only well-formed entries, so one bad line never stops the shell. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return { ...FALLBACK, remotes: {} };
  const source = raw as { apiBaseUrl?: unknown; remotes?: unknown };
  const apiBaseUrl =
    typeof source.apiBaseUrl === 'string' && source.apiBaseUrl ? source.apiBaseUrl : '/api';
  const remotes: Record<string, string> = {};
  if (typeof source.remotes === 'object' && source.remotes !== null) {
    for (const [name, entry] of Object.entries(source.remotes)) {
      if (typeof entry === 'string' && entry) remotes[name] = entry;
    }
  }
  return { apiBaseUrl, remotes };
}

/**
 * Fetches the runtime config. A missing or broken config leaves the shell usable with no
 * remote: every remote area then shows its contained "unavailable" message.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('[shell] runtime config unavailable; starting without remotes', error);
    return { ...FALLBACK, remotes: {} };
  }
}
