import type { HttpClient } from '../contract/http';
import type { HttpClientOptions } from './http-client';

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

/**
 * The standard http client (http-client.ts) loaded by the first request instead of with the
 * page: the sign-in form needs it only when submitted. Each method answers the same promise.
 */
export function createLazyHttpClient(options: HttpClientOptions): HttpClient {
  let loading: Promise<HttpClient> | undefined;
  const call =
    (method: Method) =>
    (...args: unknown[]) =>
      (loading ??= import('./http-client').then((m) => m.createHttpClient(options))).then((http) =>
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
