import { isDemandStatus } from '@dpohub/domain';
import type { Lawyer, Page } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import type { DemandRow } from '../common/demand-types';
import { fetchActiveLawyers } from '../common/reference-api';
import { pageFromQuery, useQueryParams } from '../common/use-query-params';
import { fetchDemandPage } from './staff-demands-api';
import type { DemandListFilters } from './staff-demands-api';

const EMPTY_PAGE: Page<DemandRow> = {
  content: [],
  totalPages: 0,
  totalElements: 0,
  number: 0,
  size: 0,
};

function filtersFromQuery(params: URLSearchParams): DemandListFilters {
  const status = params.get('status');
  const lawyer = Number.parseInt(params.get('lawyer') ?? '', 10);
  return {
    filtro: params.get('filtro') || undefined,
    status: isDemandStatus(status) ? status : undefined,
    lawyer: Number.isFinite(lawyer) ? lawyer : undefined,
    atrasadas: params.get('atrasadas') === 'true' || undefined,
    minhas: params.get('minhas') === 'true' || undefined,
    semAdvogado: params.get('semAdvogado') === 'true' || undefined,
  };
}

/**
 * A staff list's state: page and filters in the address (spec 2 section 2: page, filtro,
 * status, lawyer), the client chosen in the picker, the page of rows and the lawyer choices.
 */
export function useDemandList(archived: boolean) {
  const { http, session } = useShell();
  const [params, updateQuery] = useQueryParams();
  const page = pageFromQuery(params);
  const filters = filtersFromQuery(params);
  const { filtro, status, lawyer, atrasadas, minhas, semAdvogado } = filters;
  const [clientId, setClientIdState] = useState<number | null>(() => session.getSelectedClient());
  const [result, setResult] = useState<Page<DemandRow>>(EMPTY_PAGE);
  const [loading, setLoading] = useState(true);
  const [lawyers, setLawyers] = useState<Lawyer[]>([]);

  useEffect(() => {
    fetchActiveLawyers(http)
      .then(setLawyers)
      .catch((error: unknown) => console.error('GET /lawyer failed', error));
  }, [http]);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setResult(
        await fetchDemandPage(http, {
          archived,
          page,
          clientId,
          filtro,
          status,
          lawyer,
          atrasadas: archived ? undefined : atrasadas,
          minhas: archived ? undefined : minhas,
          semAdvogado: archived ? undefined : semAdvogado,
        }),
      );
    } catch (error) {
      // Spec 2 section 8: swallowed, the list shows empty.
      console.error('GET /solicitacao/filter failed', error);
      setResult(EMPTY_PAGE);
    } finally {
      setLoading(false);
    }
  }, [http, archived, page, clientId, filtro, status, lawyer, atrasadas, minhas, semAdvogado]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** A filter change starts again from the first page. */
  const changeFilters = (patch: DemandListFilters) => updateQuery({ ...patch, page: 0 });
  const setPage = (next: number) => updateQuery({ page: next });
  const setClientId = (next: number | null) => {
    session.setSelectedClient(next);
    setClientIdState(next);
    updateQuery({ page: 0 });
  };

  return {
    page,
    setPage,
    filters,
    changeFilters,
    clientId,
    setClientId,
    result,
    loading,
    lawyers,
    reload: () => void reload(),
  };
}
