import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { Page } from '@dpohub/domain';

/** The page a list shows before its first answer, after a failure, or with nothing to ask. */
export const EMPTY_PAGE: Page<never> = {
  content: [],
  totalPages: 0,
  totalElements: 0,
  number: 0,
  size: 0,
};

export interface PagedQueryOptions<T> {
  /**
   * The request path and everything the answer depends on (page, size, filters, client):
   * ['/user/filter', { page, ...filters }]. A write invalidates by the path alone.
   */
  queryKey: QueryKey;
  /** Asks for the page; `signal` aborts it when the key changes before it answers. */
  fetchPage: (signal: AbortSignal) => Promise<Page<T>>;
  /** False while the list has nothing to ask (no client chosen yet). */
  enabled?: boolean;
}

export interface PagedQueryResult<T> {
  /** The rows to show: the answer for the key, the previous key's while it loads, or none. */
  result: Page<T>;
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  /** The rows on screen are the previous key's (or a revisit's) while a newer answer loads. */
  refreshing: boolean;
  /** When the last request for the key failed (epoch ms), 0 when it did not: one value a failure. */
  failedAt: number;
  /**
   * After a change the list made: every cached page of the list (every key under its path) is
   * out of date, and the one on screen is asked again.
   */
  reload: () => void;
  /** Writes a change the server confirmed into the page on screen (a row saved in place). */
  updateResult: (change: (current: Page<T>) => Page<T>) => void;
}

/**
 * The list-page pattern (docs/decisions.md "Data on screens"): one cached query per key, whose
 * request is aborted when the key changes before it answers, so an older, slower answer never
 * replaces a newer filter's page; the previous page stays on screen, marked busy, while the next
 * loads; a list opened again shows its last rows at once and asks again behind them. A failed
 * list shows empty (spec 2 section 8), the http client having said why.
 */
export function usePagedQuery<T>({
  queryKey,
  fetchPage,
  enabled = true,
}: PagedQueryOptions<T>): PagedQueryResult<T> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    enabled,
    placeholderData: keepPreviousData,
    // Opening the list asks again even within the minute; paging back and forth does not.
    refetchOnMount: 'always',
  });
  return {
    result: query.data ?? EMPTY_PAGE,
    loading: query.isLoading,
    refreshing: query.isFetching && query.data !== undefined,
    failedAt: query.isError ? query.errorUpdatedAt : 0,
    reload: () => void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 1) }),
    updateResult: (change) =>
      queryClient.setQueryData<Page<T>>(queryKey, (current) => current && change(current)),
  };
}
