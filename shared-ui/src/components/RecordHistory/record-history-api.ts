import type { AuditRecordType } from '@dpohub/domain';
import type { AuditEventPage, AuditTrailQuery } from '@dpohub/domain/wire';
import { RECORD_HISTORY_PAGE_SIZE } from '@dpohub/domain';
import type { HttpClient } from '../../contract/http';

/** The audit trail's path: the history's cache key starts with it, as the trail's list does. */
export const RECORD_HISTORY_PATH = '/auditoria';

/** GET /auditoria narrowed to one record: its own history, newest first. */
export async function fetchRecordHistory(
  http: HttpClient,
  record: { type: AuditRecordType; id: number },
  page: number,
  signal?: AbortSignal,
): Promise<AuditEventPage> {
  const params: AuditTrailQuery = {
    recordType: record.type,
    recordId: record.id,
    page,
    size: RECORD_HISTORY_PAGE_SIZE,
  };
  const { data } = await http.get<AuditEventPage>(RECORD_HISTORY_PATH, {
    params,
    // A list: its failure is logged, not toasted (spec 1 section 8).
    skipErrorToast: true,
    signal,
  });
  return data;
}
