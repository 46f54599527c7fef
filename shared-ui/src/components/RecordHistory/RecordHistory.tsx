import type { AuditRecordType } from '@dpohub/domain';
import { Suspense, lazy } from 'react';
import { useMayReadHistory } from './may-read-history';

// The history's code (its words for every kind of event and change, its pager) loads when a page
// shows a record's history, not with the page: a new record's form has none (issue 34 bound 1).
const History = lazy(() =>
  import('./RecordHistoryList').then((module) => ({ default: module.RecordHistoryList })),
);

export interface RecordHistoryProps {
  recordType: AuditRecordType;
  recordId: number;
  /** Any value that changes when the page saved the record: the history is read again. */
  refresh?: unknown;
  /** The heading, when the page already has a 'Histórico' (a demand's status history). */
  title?: string;
}

/**
 * A record's own history (issue 31): the events of the audit trail about this user, client,
 * demand or assessment, newest first, 5 a page. Shown to those who may read the trail (firm
 * admins; a client administrator for their own client's records); nothing for anyone else.
 */
export function RecordHistory(props: RecordHistoryProps) {
  return useMayReadHistory() ? (
    <Suspense fallback={null}>
      {/* Another record is another history: it starts on its first page. */}
      <History key={`${props.recordType}:${String(props.recordId)}`} {...props} />
    </Suspense>
  ) : null;
}
