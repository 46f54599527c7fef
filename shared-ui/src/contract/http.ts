/**
 * The http part of the shell contract: what `shell.http` promises every remote
 * (docs/decisions.md "The shell's http client"). The call shapes are the ones screens used with
 * axios (`get(url, config)`, `post(url, body, config)`...), so call sites keep their form.
 * Part of the shared '@dpohub/shared-ui/contract' module: keep it small.
 */

export type HttpResponseType = 'json' | 'blob' | 'text';

export interface HttpRequestConfig {
  /**
   * Query parameters (an object of strings, numbers, booleans, dates or arrays of them),
   * serialised as axios did: undefined and null left out, `sort=name,asc`, `ids[]=1&ids[]=2`,
   * a Date as its ISO string.
   */
  params?: object;
  headers?: Record<string, string>;
  /** How the answer's body is read; default: JSON when it parses, else the text. */
  responseType?: HttpResponseType;
  signal?: AbortSignal;
  /** No error toast on this call (screens whose spec says failures are silent). */
  skipErrorToast?: boolean;
  /**
   * A 401 on this call is the caller's business, not an expired session (the sign-in call
   * itself answers 401 to wrong credentials).
   */
  skipAuthExpiry?: boolean;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Response headers, names in lower case ('content-disposition'). */
  headers: Record<string, string>;
}

/** The request as the client made it, on an error. */
export interface HttpErrorRequest extends HttpRequestConfig {
  method: string;
  url: string;
}

export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED';

/**
 * Every failed call rejects with this: an answer outside 2xx carries `response`; a network
 * failure or an abort has none (`code` tells which).
 */
export class HttpError<T = unknown> extends Error {
  /**
   * The mark `isHttpError` reads: each build bundles its own copy of this class, so an error
   * made by the shell's client is not an `instanceof` a remote's copy.
   */
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: HttpErrorRequest,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError<T = unknown>(error: unknown): error is HttpError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isHttpError?: unknown }).isHttpError === true
  );
}

export type HttpMethod = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

/**
 * The shell's http client: base URL `baseURL` (the API's, `/api` by default), the bearer token
 * of the session unless the call brings its own Authorization, and the error rules of spec 1
 * section 8 (toasts, the 401 expiry); every error reaches the caller as an HttpError.
 * Bodies: a plain object or array is sent as JSON, FormData and Blob as they are,
 * URLSearchParams form-encoded, a string as it is.
 */
export interface HttpClient {
  /** The base every url is joined to ('/api', or the API's absolute URL in the embed). */
  readonly baseURL: string;
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(
    url: string,
    body?: unknown,
    config?: HttpRequestConfig,
  ): Promise<HttpResponse<T>>;
  put<T = unknown>(
    url: string,
    body?: unknown,
    config?: HttpRequestConfig,
  ): Promise<HttpResponse<T>>;
  patch<T = unknown>(
    url: string,
    body?: unknown,
    config?: HttpRequestConfig,
  ): Promise<HttpResponse<T>>;
}
