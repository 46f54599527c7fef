import { isDemandStatus } from '@dpohub/domain';
import type { Lawyer } from '@dpohub/domain';
import { usePagedQuery, useShell } from '@dpohub/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchActiveLawyers } from '../common/reference-api';
import { pageFromQuery, useQueryParams } from '../common/use-query-params';
import { DEMAND_LIST_PATH, DEMAND_QUEUE_PATH, fetchDemandPage } from './staff-demands-api';
import type { DemandListFilters, DemandListQuery } from './staff-demands-api';

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
  const [lawyers, setLawyers] = useState<Lawyer[]>([]);
  const queryClient = useQueryClient();

  useEffect(() => {
    fetchActiveLawyers(http)
      .then(setLawyers)
      .catch((error: unknown) => console.error('GET /lawyer failed', error));
  }, [http]);

  const query: DemandListQuery = {
    archived,
    page,
    clientId,
    filtro,
    status,
    lawyer,
    atrasadas: archived ? undefined : atrasadas,
    minhas: archived ? undefined : minhas,
    semAdvogado: archived ? undefined : semAdvogado,
  };
  // Spec 2 section 8: a failure is swallowed, the list shows empty.
  const { result, loading, refreshing } = usePagedQuery({
    queryKey: [DEMAND_LIST_PATH, query],
    fetchPage: (signal) => fetchDemandPage(http, query, signal),
  });

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
    refreshing,
    lawyers,
    /** After a change from a row: both staff lists and the queue ask again for what the server holds. */
    reload: () => {
      void queryClient.invalidateQueries({ queryKey: [DEMAND_LIST_PATH] });
      void queryClient.invalidateQueries({ queryKey: [DEMAND_QUEUE_PATH] });
    },
  };
}
