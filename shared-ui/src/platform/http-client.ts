import { LOGIN_EXPIRED_REDIRECT_MS, MESSAGES, serverErrorMessage } from '@dpohub/domain';
// By package name: the shell shares this module, so its client reuses the page's copy.
import { HttpError, isHttpError } from '@dpohub/shared-ui/contract';
import type {
  HttpClient,
  HttpErrorRequest,
  HttpMethod,
  HttpRequestConfig,
  HttpResponse,
} from '../contract/http';
import type { SessionApi, ToastApi } from '../contract/shell-api';

/** What the client reads of a fetch answer (tests hand a transport without the whole Response). */
export interface FetchAnswer {
  status: number;
  headers: Pick<Headers, 'forEach'>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

/** The transport: the platform's `fetch`, or one a test hands the client. */
export type FetchTransport = (url: string, init: RequestInit) => Promise<FetchAnswer>;

export interface HttpClientOptions {
  baseURL?: string;
  session: Pick<SessionApi, 'getToken' | 'logout'>;
  toast: Pick<ToastApi, 'error'>;
  /** Called LOGIN_EXPIRED_REDIRECT_MS after a 401 (spec 1 section 8). */
  redirectToLogin: () => void;
  /** Clock, so parallel 401s within the redirect delay are handled once. */
  now?: () => number;
  /** Default: the platform's fetch, looked up at each call. */
  fetch?: FetchTransport;
}

/** The `message` field of an error body, when the server sent one. */
function messageOf(data: unknown): string | undefined {
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The message of a refusal the user can act on (a 4xx other than 401 whose body carries a
 * `message`), or null: a screen with its own failure text shows the server's reason instead
 * when there is one (an overlapping price period), and its own text otherwise.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const status = error.response?.status;
  if (status === undefined || status < 400 || status >= 500 || status === 401) return null;
  const message = messageOf(error.response?.data)?.trim();
  return message && message !== 'No message available' ? message : null;
}

/** axios's query encoding, kept so the API sees the same URLs (`sort=name,asc`, spaces as +). */
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');

function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object')
    throw new TypeError('query parameter: nested objects are not sent');
  return String(value);
}

/** `a=1&b=x` as axios wrote it: undefined and null left out, an array as `key[]` per item. */
export function serializeParams(params: object | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of values) {
      if (item !== undefined && item !== null)
        pairs.push(`${encode(name)}=${encode(paramText(item))}`);
    }
  }
  return pairs.join('&');
}

/** baseURL + url (an absolute url is kept), then the query. */
function requestUrl(baseURL: string, url: string, params: object | undefined): string {
  const joined = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)
    ? url
    : url
      ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : baseURL;
  const query = serializeParams(params);
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((key) => key.toLowerCase() === name);

/**
 * The body as axios sent it: FormData, Blob, binary and strings as they are (the browser sets a
 * multipart boundary), URLSearchParams form-encoded, any other object as JSON.
 */
function requestBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams) {
    if (!hasHeader(headers, 'content-type')) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=utf-8';
    }
    return body.toString();
  }
  if (
    typeof body !== 'object' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    return body as BodyInit;
  }
  if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/** JSON when the text parses (axios's default), else the text itself ('' for an empty body). */
function parseText(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The shell's http client: /api base, bearer token, the error rules of spec 1 section 8. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { session, toast, redirectToLogin } = options;
  const now = options.now ?? Date.now;
  const baseURL = options.baseURL ?? '/api';
  const transport: FetchTransport = options.fetch ?? ((url, init) => fetch(url, init));
  let loginExpiredAt: number | null = null;

  /** Spec 1 section 8 and docs/decisions.md "Refusals show the server's message". */
  function reportFailure(status: number, data: unknown, config: HttpRequestConfig) {
    if (status === 401 && !config.skipAuthExpiry) {
      const at = now();
      if (loginExpiredAt === null || at - loginExpiredAt >= LOGIN_EXPIRED_REDIRECT_MS) {
        loginExpiredAt = at;
        toast.error(MESSAGES.loginExpired);
        session.logout();
        setTimeout(redirectToLogin, LOGIN_EXPIRED_REDIRECT_MS);
      }
    } else if (!config.skipErrorToast) {
      const message = messageOf(data);
      if (status === 400 || status === 500) {
        toast.error(serverErrorMessage(message));
      } else if (status >= 402 && message?.trim()) {
        // A 403, 404, 409... that carries a message is shown too, or the user clicks Salvar
        // and nothing happens.
        toast.error(serverErrorMessage(message));
      }
    }
  }

  async function request<T>(
    method: HttpMethod,
    url: string,
    body: unknown,
    config: HttpRequestConfig = {},
  ): Promise<HttpResponse<T>> {
    const described: HttpErrorRequest = { ...config, method, url };
    const headers: Record<string, string> = { ...config.headers };
    if (!hasHeader(headers, 'accept')) headers.Accept = 'application/json, text/plain, */*';
    const token = session.getToken();
    // The sign-in call brings its own basic credentials: never replace them.
    if (token && !hasHeader(headers, 'authorization')) headers.Authorization = `Bearer ${token}`;

    const init: RequestInit = { method, headers, body: requestBody(body, headers) };
    if (config.signal) init.signal = config.signal;
    const target = requestUrl(baseURL, url, config.params);

    let response: HttpResponse<T>;
    try {
      const answer = await transport(target, init);
      const answerHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        answerHeaders[name] = value;
      });
      const data =
        config.responseType === 'blob'
          ? await answer.blob()
          : config.responseType === 'text'
            ? await answer.text()
            : parseText(await answer.text());
      response = { data: data as T, status: answer.status, headers: answerHeaders };
    } catch (error) {
      const aborted = (error as { name?: unknown } | null)?.name === 'AbortError';
      throw new HttpError(
        aborted ? 'canceled' : 'Network Error',
        aborted ? 'ERR_CANCELED' : 'ERR_NETWORK',
        described,
      );
    }
    if (response.status >= 200 && response.status < 300) return response;
    reportFailure(response.status, response.data, config);
    // Spec 1 section 8: the error always reaches the caller.
    throw new HttpError(
      `Request failed with status code ${response.status}`,
      'ERR_BAD_RESPONSE',
      described,
      response,
    );
  }

  return {
    baseURL,
    get: (url, config) => request('GET', url, undefined, config),
    delete: (url, config) => request('DELETE', url, undefined, config),
    post: (url, body, config) => request('POST', url, body, config),
    put: (url, body, config) => request('PUT', url, body, config),
    patch: (url, body, config) => request('PATCH', url, body, config),
  };
}
