import { PAGE_SIZE } from '@dpohub/domain';
import type { DemandStatus, Page } from '@dpohub/domain';
import type { DemandQueue } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';
import type { DemandRow } from '../common/demand-types';

/** The filters of the staff lists; an undefined filter is left out of the query. */
export interface DemandListFilters {
  filtro?: string;
  status?: DemandStatus;
  lawyer?: number;
  /** Only open demands past their deadline (staff). */
  atrasadas?: boolean;
  /** The staff queue's 'Atribuídas a mim' and 'Sem advogado'. */
  minhas?: boolean;
  semAdvogado?: boolean;
}

export interface DemandListQuery extends DemandListFilters {
  archived: boolean;
  page: number;
  clientId: number | null;
}

/** The demand lists' request path, the root of their cached pages' keys. */
export const DEMAND_LIST_PATH = '/solicitacao/filter';

/** GET /solicitacao/filter: size 10, sorted by prazo ascending (spec 2 section 2.1). */
export async function fetchDemandPage(
  http: HttpClient,
  {
    archived,
    page,
    clientId,
    filtro,
    status,
    lawyer,
    atrasadas,
    minhas,
    semAdvogado,
  }: DemandListQuery,
  signal?: AbortSignal,
): Promise<Page<DemandRow>> {
  const { data } = await http.get<Page<DemandRow>>(DEMAND_LIST_PATH, {
    signal,
    params: {
      archived,
      page,
      size: PAGE_SIZE.demands,
      sort: 'prazo,asc',
      clientId: clientId ?? undefined,
      filtro,
      status,
      lawyer,
      atrasadas: atrasadas || undefined,
      minhas: minhas || undefined,
      semAdvogado: semAdvogado || undefined,
    },
    // Spec 2 section 8: staff list errors are swallowed (empty list).
    skipErrorToast: true,
  });
  return data;
}

/** PATCH /solicitacao/update-archived/{id}?archived=. */
export async function setDemandArchived(
  http: HttpClient,
  id: number,
  archived: boolean,
): Promise<void> {
  await http.patch(`/solicitacao/update-archived/${id}`, null, { params: { archived } });
}

export const DEMAND_QUEUE_PATH = '/solicitacao/fila';

/** GET /solicitacao/fila: open and overdue demands per lawyer (staff). */
export async function fetchDemandQueue(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<DemandQueue> {
  const { data } = await http.get<DemandQueue>(DEMAND_QUEUE_PATH, {
    skipErrorToast: true,
    signal,
  });
  return data;
}
