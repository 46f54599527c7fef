import {
  AUDIT_MESSAGES,
  FEATURES,
  MESSAGES,
  auditActorText,
  canAccess,
  describeChange,
  formatDateTime,
  principalOf,
  type AuditEventView,
  type AuditRecordType,
} from '@dpohub/domain';
import { useEffect, useId, useState } from 'react';
import { LABELS } from '../../labels';
import { useSessionUser, useShell } from '../../platform/ShellProvider';
import { Pagination } from '../Pagination/Pagination';
import styles from './RecordHistory.module.css';
import { fetchRecordHistory } from './record-history-api';

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
  const allowed = user !== null && canAccess(principalOf(user), FEATURES.auditTrail);
  if (!allowed) return null;
  return <History recordType={recordType} recordId={recordId} refresh={refresh} title={title} />;
}

function History({ recordType, recordId, refresh, title }: RecordHistoryProps) {
  const { http, navigate } = useShell();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const [events, setEvents] = useState<AuditEventView[]>([]);
  const [pageCount, setPageCount] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => setPage(0), [recordType, recordId]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchRecordHistory(http, { type: recordType, id: recordId }, page)
      .then((answer) => {
        if (!current) return;
        setEvents(answer.content);
        setPageCount(answer.totalPages);
      })
      .catch((error: unknown) => {
        if (current) console.error('GET /auditoria (record history) failed', error);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [http, recordType, recordId, page, refresh]);

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title ?? AUDIT_MESSAGES.recordHistoryTitle}
        </h2>
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            navigate(`/auditTrail?recordType=${recordType}&recordId=${String(recordId)}`)
          }
        >
          {LABELS.openAuditTrail}
        </button>
      </div>
      {loading ? (
        <p className={styles.empty}>{MESSAGES.loading}</p>
      ) : events.length === 0 ? (
        <p className={styles.empty}>{AUDIT_MESSAGES.recordHistoryEmpty}</p>
      ) : (
        <ol className={styles.events}>
          {events.map((event) => (
            <li key={event.id} className={styles.event}>
              <div className={styles.line}>
                <span className={styles.kind}>{event.kindLabel}</span>
                <span className={styles.meta}>
                  {formatDateTime(event.occurredAt)} · {auditActorText(event)}
                </span>
              </div>
              {event.changes.length > 0 && (
                <ul className={styles.changes}>
                  {event.changes.map((change, index) => (
                    <li key={index}>{describeChange(change)}</li>
                  ))}
                </ul>
              )}
              {event.note && <p className={styles.note}>{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} />}
    </section>
  );
}
