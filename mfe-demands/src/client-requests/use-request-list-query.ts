import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFromQuery } from '../common/use-query-params';
import type { QueryPatch } from '../common/use-query-params';
import type { ClientRequestFilters } from './client-requests-api';

/** The filters of the client list that the user types or picks (spec 2 section 2.5). */
export type TypedFilter = 'demanda' | 'criadoPor' | 'modalidade';

function idFrom(params: URLSearchParams, key: string): number | undefined {
  const value = Number.parseInt(params.get(key) ?? '', 10);
  return Number.isFinite(value) ? value : undefined;
}

function textFrom(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

/**
 * The client list state kept in the address: `page` (zero-based), the filters demanda,
 * criadoPor and modalidade, and the serviceType of the home card that opened the list.
 * Changing a filter returns to the first page.
 */
export function useRequestListQuery() {
  const [params, setParams] = useSearchParams();
  // Two filters may settle in the same tick; each patch builds on the previous one, not on the
  // address of the last render, so neither is lost.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (patch: QueryPatch) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const page = pageFromQuery(params);
  const demanda = textFrom(params, 'demanda');
  const criadoPor = textFrom(params, 'criadoPor');
  const modalidade = idFrom(params, 'modalidade');
  const serviceType = idFrom(params, 'serviceType');
  const filters = useMemo<ClientRequestFilters>(
    () => ({ demanda, criadoPor, modalidade, serviceType }),
    [demanda, criadoPor, modalidade, serviceType],
  );
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const setFilter = useCallback(
    (name: TypedFilter, value: string | number | undefined) =>
      update({ [name]: typeof value === 'string' ? value.trim() : value, page: 0 }),
    [update],
  );
  return { page, filters, setPage, setFilter };
}
