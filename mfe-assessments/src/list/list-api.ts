import type { HttpClient, HttpResponse } from '@dpohub/shared-ui';
import {
  ASSESSMENT_API_BASE,
  PAGE_SIZE,
  type AssessmentStatus,
  type ReviewState,
} from '@dpohub/domain';
import type { AssessmentListQuery, AssessmentPage } from '@dpohub/domain/wire';

export type { AssessmentRow } from '@dpohub/domain/wire';

export interface ListFilters {
  formId: number;
  identificacao: string;
  page: number;
  clientId: number | null;
  periodoInicial: string;
  periodoFinal: string;
  /** 'DONE' or 'DRAFT' (the dashboard's pies open the list with it); null for both. */
  status: AssessmentStatus | null;
  /** The firm's review state; null for any. */
  analise: ReviewState | null;
}

/** The query of GET minhas-avaliacoes and its export (spec 3 section 7). */
export function listParams(filters: ListFilters): AssessmentListQuery {
  return {
    size: PAGE_SIZE.assessments,
    page: filters.page,
    formId: filters.formId,
    pageable: 'true',
    ...(filters.identificacao ? { identificacao: filters.identificacao } : {}),
    ...(filters.clientId ? { clientId: filters.clientId } : {}),
    ...(filters.periodoInicial.length === 7 ? { periodoInicial: filters.periodoInicial } : {}),
    ...(filters.periodoFinal.length === 7 ? { periodoFinal: filters.periodoFinal } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.analise ? { analise: filters.analise } : {}),
  };
}

/** The assessments list's request path, the root of its cached pages' keys. */
export const ASSESSMENTS_LIST_PATH = `${ASSESSMENT_API_BASE}/minhas-avaliacoes`;

export async function fetchAssessments(
  http: HttpClient,
  filters: ListFilters,
  signal?: AbortSignal,
) {
  const { data } = await http.get<AssessmentPage>(ASSESSMENTS_LIST_PATH, {
    params: listParams(filters),
    signal,
    skipErrorToast: true,
  });
  return data;
}

export async function downloadReport(
  http: HttpClient,
  filters: ListFilters,
): Promise<HttpResponse<Blob>> {
  return http.get<Blob>(`${ASSESSMENT_API_BASE}/minhas-avaliacoes/export-excel`, {
    params: listParams(filters),
    responseType: 'blob',
    skipErrorToast: true,
  });
}
