import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type QueryPatch = Record<string, string | number | boolean | null | undefined>;

/**
 * Reads the list state kept in the address (spec 2 section 2: /demands?page=&filtro=&status=
 * &lawyer=) and writes a patch into it; an empty value drops its key. `page` is zero-based like
 * the API pages (spec 2 section 8 sends lists back to ?page=0).
 */
export function useQueryParams(): [URLSearchParams, (patch: QueryPatch) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: QueryPatch) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '' || value === false) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update];
}

/** A zero-based page from the query; anything unreadable is the first page. */
export function pageFromQuery(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '0', 10);
  return Number.isFinite(page) && page > 0 ? page : 0;
}
