import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The list page kept in the `page` query (spec 1 section 2.8: /users?page=), 1-based in the
 * address like the pagination shows it; returned zero-based like the API pages.
 */
export function useQueryPage(): [number, (zeroBasedPage: number) => void] {
  const [params, setParams] = useSearchParams();
  const shown = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(shown) && shown > 1 ? shown - 1 : 0;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 0) updated.set('page', String(next + 1));
          else updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [page, setPage];
}
