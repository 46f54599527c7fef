import type { HttpClient } from '../contract/http';
import type { HttpClientOptions, createHttpClient } from './http-client';

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

let clientCode: Promise<{ createHttpClient: typeof createHttpClient }> | undefined;
const loadClientCode = () => (clientCode ??= import('./http-client'));

/**
 * Loads the http client's code ahead of the first request: with a page inside the layout, whose
 * first render calls the API, so its first call does not wait for this file first.
 */
export function preloadHttpClient(): Promise<unknown> {
  return loadClientCode();
}

/**
 * The standard http client (http-client.ts) loaded by the first request instead of with the
 * page: the sign-in form needs it only when submitted. Each method answers the same promise.
 */
export function createLazyHttpClient(options: HttpClientOptions): HttpClient {
  let loading: Promise<HttpClient> | undefined;
  const call =
    (method: Method) =>
    (...args: unknown[]) =>
      (loading ??= loadClientCode().then((m) => m.createHttpClient(options))).then((http) =>
        (http[method] as (...a: unknown[]) => Promise<never>)(...args),
      );
  return {
    baseURL: options.baseURL ?? '/api',
    get: call('get'),
    delete: call('delete'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
  };
}
