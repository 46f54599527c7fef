import { useState } from 'react';

/**
 * A list's page that belongs to the filters it was chosen under: new filters read page 0 at
 * once, never the old page with the new filters first (platform m25 saw page=2 sent, then
 * page=0). `filtersKey` is any text that changes with the filters (their JSON).
 */
export function useFiltersPage(filtersKey: string): [number, (page: number) => void] {
  const [paged, setPaged] = useState({ filtersKey, page: 0 });
  const page = paged.filtersKey === filtersKey ? paged.page : 0;
  return [page, (next: number) => setPaged({ filtersKey, page: next })];
}
