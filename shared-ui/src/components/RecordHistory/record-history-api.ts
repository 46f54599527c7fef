import type { AuditEventView, AuditRecordType, Page } from '@dpohub/domain';
import { RECORD_HISTORY_PAGE_SIZE } from '@dpohub/domain';
import type { HttpClient } from '../../contract/http';

/** GET /auditoria narrowed to one record: its own history, newest first. */
export async function fetchRecordHistory(
  http: HttpClient,
  record: { type: AuditRecordType; id: number },
  page: number,
): Promise<Page<AuditEventView>> {
  const { data } = await http.get<Page<AuditEventView>>('/auditoria', {
    params: {
      recordType: record.type,
      recordId: record.id,
      page,
      size: RECORD_HISTORY_PAGE_SIZE,
    },
    // A list: its failure is logged, not toasted (spec 1 section 8).
    skipErrorToast: true,
  });
  return data;
}
