import { SPEC_FEATURES, canAccess, principalOf, type AuditRecordType } from '@dpohub/domain';
import { Suspense, lazy } from 'react';
import { useSessionUser } from '../../platform/ShellProvider';

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
export function RecordHistory({ recordType, recordId, refresh, title }: RecordHistoryProps) {
  const user = useSessionUser();
  // The spec's literal rules: the record pages' bundles then carry this one rule, not them all.
  const allowed = user !== null && canAccess(principalOf(user), SPEC_FEATURES.auditTrail);
  if (!allowed) return null;
  // Another record is another history: it starts on its first page, never showing the last one's.
  return (
    <Suspense fallback={null}>
      <History
        key={`${recordType}:${String(recordId)}`}
        recordType={recordType}
        recordId={recordId}
        refresh={refresh}
        title={title}
      />
    </Suspense>
  );
}
