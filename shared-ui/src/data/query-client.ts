import { QueryCache, QueryClient, isCancelledError } from '@tanstack/react-query';

/** How long an answer counts as fresh: a list revisited within a minute shows at once. */
export const FRESH_FOR_MS = 60_000;

/**
 * The client that caches the screens' server data (docs/decisions.md "Data on screens"): the
 * shell makes one for the session; a remote's standalone dev page and the tests make their own.
 * No retries: the http client already toasts a failure (spec 1 section 8), and a retry would
 * send the same request, and its toast, again. No refetch on window focus: a screen asks again
 * when it is opened, when its filters change to ones not seen in the last minute, and after a
 * change it made.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Keys start with the request's path: 'GET /user/filter failed', as screens logged before.
      onError: (error, query) => {
        if (!isCancelledError(error)) {
          console.error(`GET ${String(query.queryKey[0])} failed`, error);
        }
      },
    }),
    defaultOptions: {
      queries: { staleTime: FRESH_FOR_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
