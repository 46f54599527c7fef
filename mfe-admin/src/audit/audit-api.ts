import { AUDIT_PAGE_SIZE, EMPLOYEE_TYPE } from '@dpohub/domain';
import type { Page } from '@dpohub/domain';
import type {
  AuditEventPage,
  AuditFilterQuery,
  AuditTrailQuery,
  AuditVerification,
} from '@dpohub/domain/wire';
import type { HttpClient, HttpResponse } from '@dpohub/shared-ui';

// The calls of the 'Trilha de auditoria' screen (issue 31; api/README.md "Audit trail").

/** The audit trail's request path, the root of its cached pages' keys. */
export const AUDIT_TRAIL_PATH = '/auditoria';

/** GET /auditoria: a page of 10, newest first; a failure is logged, not toasted. */
export async function fetchAuditEvents(
  http: HttpClient,
  page: number,
  filters: AuditFilterQuery,
  signal?: AbortSignal,
): Promise<AuditEventPage> {
  const params: AuditTrailQuery = { page, size: AUDIT_PAGE_SIZE, ...filters };
  const { data } = await http.get<AuditEventPage>(AUDIT_TRAIL_PATH, {
    params,
    signal,
    skipErrorToast: true,
  });
  return data;
}

/** GET /auditoria/export-excel with the list's filters (a period required). */
export function exportAuditEvents(
  http: HttpClient,
  filters: AuditFilterQuery,
): Promise<HttpResponse<Blob>> {
  return http.get<Blob>('/auditoria/export-excel', {
    params: { ...filters },
    responseType: 'blob',
    skipErrorToast: true,
  });
}

/** GET /auditoria/verificacao (firm admins): the chain recomputed. */
export async function verifyAuditChain(
  http: HttpClient,
  knownHead?: string,
): Promise<AuditVerification> {
  const { data } = await http.get<AuditVerification>('/auditoria/verificacao', {
    params: knownHead ? { ultimo: knownHead } : {},
  });
  return data;
}

export interface UserOption {
  id: number;
  name: string;
}

/**
 * Who the "Usuário" filter offers: a client's users (GET /user/client), and for the firm its own
 * staff too (GET /user/filter of profile 1).
 */
export async function fetchFilterUsers(
  http: HttpClient,
  options: { firm: boolean; clientId?: number },
): Promise<UserOption[]> {
  const users: UserOption[] = [];
  if (options.firm) {
    const { data } = await http.get<Page<UserOption>>('/user/filter', {
      params: { page: 0, size: 100, sort: 'name,asc', employeeDanielLaw: EMPLOYEE_TYPE.DANIEL_LAW },
      skipErrorToast: true,
    });
    users.push(...data.content.map(({ id, name }) => ({ id, name })));
  }
  if (!options.firm || options.clientId !== undefined) {
    const { data } = await http.get<UserOption[]>('/user/client', {
      params: options.clientId !== undefined ? { clientId: options.clientId } : {},
      skipErrorToast: true,
    });
    users.push(...data.map(({ id, name }) => ({ id, name })));
  }
  return users;
}
