import type { FetchAnswer, FetchTransport } from '../platform/http-client';

/** One request as the server would receive it from the http client. */
export interface RecordedRequest {
  method: string;
  /** The path below the API base ('/user/7'), without the query. */
  url: string;
  /**
   * The query as the server reads it (values are text: `{ page: '0', sort: 'name,asc' }`; a
   * repeated name gives an array), or undefined when the URL has none.
   */
  params: Record<string, string | string[]> | undefined;
  /** The body: a JSON or form-encoded string, FormData as sent, or undefined. */
  data: unknown;
  /** The request headers, names as the client wrote them ('Authorization', 'Content-Type'). */
  headers: Record<string, string>;
  /** The signal the caller gave, to tell an aborted request (absent when none was given). */
  signal?: AbortSignal;
}

export interface FakeResponse {
  status: number;
  /** The answer's body: an object or array goes as JSON, a string or Blob as it is. */
  data?: unknown;
  /** Response headers, e.g. Content-Disposition of a download. */
  headers?: Record<string, string>;
}

export type Responder = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The fake answer as a fetch answer: the body travels as text (or a Blob) like a real one. */
function fetchAnswer({ status, data, headers }: FakeResponse): FetchAnswer {
  const text = async () =>
    data === undefined || data === null
      ? ''
      : typeof data === 'string'
        ? data
        : data instanceof Blob
          ? readBlob(data)
          : JSON.stringify(data);
  return {
    status,
    headers: new Headers(headers),
    text,
    blob: async () => (data instanceof Blob ? data : new Blob([await text()])),
  };
}

function queryOf(search: URLSearchParams): RecordedRequest['params'] {
  const params: Record<string, string | string[]> = {};
  search.forEach((value, name) => {
    const seen = params[name];
    params[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  });
  return Object.keys(params).length ? params : undefined;
}

function abortError() {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A fetch for the http client under test: records each request as the server would see it
 * (path below `baseURL`, decoded query, serialised body, headers) and answers through
 * `responder`. An aborted signal rejects as fetch does.
 */
export function createRecordingFetch(responder: Responder, baseURL = '/api') {
  const requests: RecordedRequest[] = [];
  const basePath = new URL(baseURL, 'http://localhost').pathname.replace(/\/+$/, '');
  const fetch: FetchTransport = async (target, init) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const url = new URL(target, 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: url.pathname.startsWith(`${basePath}/`)
        ? url.pathname.slice(basePath.length)
        : url.pathname,
      params: queryOf(url.searchParams),
      data: init.body ?? undefined,
      headers: { ...(init.headers as Record<string, string>) },
      ...(signal ? { signal } : {}),
    };
    requests.push(request);
    const answer = await responder(request);
    if (signal?.aborted) throw abortError();
    return fetchAnswer(answer);
  };
  return { fetch, requests };
}
