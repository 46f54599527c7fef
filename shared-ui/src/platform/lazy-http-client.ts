import type { AxiosInstance } from 'axios';
import type { HttpClientOptions } from './http-client';

/** The request methods of an axios instance, the ones screens call on `shell.http`. */
const REQUEST_METHODS = new Set([
  'request',
  'get',
  'delete',
  'head',
  'options',
  'post',
  'put',
  'patch',
  'postForm',
  'putForm',
  'patchForm',
]);

/**
 * The standard http client (http-client.ts) with axios (about 14 KB gzip) loaded by the first
 * request instead of with the page: the sign-in form, for one, needs it only when submitted.
 * Every request method answers the same promise it would (after the library arrives);
 * `defaults` is readable at once (the base URL, until the real instance takes over).
 */
export function createLazyHttpClient(options: HttpClientOptions): AxiosInstance {
  let instance: AxiosInstance | null = null;
  let loading: Promise<AxiosInstance> | null = null;
  const load = () =>
    (loading ??= import('./http-client').then(({ createHttpClient }) => {
      instance = createHttpClient(options);
      return instance;
    }));
  const earlyDefaults = { baseURL: options.baseURL ?? '/api', headers: {} };

  return new Proxy({} as AxiosInstance, {
    get(_target, property) {
      if (instance) {
        const value = Reflect.get(instance, property) as unknown;
        return typeof value === 'function' ? value.bind(instance) : value;
      }
      if (property === 'defaults') return earlyDefaults;
      if (typeof property === 'string' && REQUEST_METHODS.has(property)) {
        return (...args: unknown[]) =>
          load().then((http) =>
            (http[property as 'request'] as (...a: unknown[]) => Promise<unknown>)(...args),
          );
      }
      // Nothing else of the instance (interceptors, getUri) is read before its first request.
      return undefined;
    },
  });
}
