import {
  AUDIT_MESSAGES,
  MESSAGES,
  auditActorText,
  describeChange,
  formatDateTime,
} from '@dpohub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { LABELS } from '../../labels';
import { useShell } from '../../platform/ShellProvider';
import { Pagination } from '../Pagination/Pagination';
import type { RecordHistoryProps } from './RecordHistory';
import styles from './RecordHistory.module.css';
import { RECORD_HISTORY_PATH, fetchRecordHistory } from './record-history-api';

/** The history's events, 5 a page (RecordHistory loads this file when it shows). */
export function RecordHistoryList({ recordType, recordId, refresh, title }: RecordHistoryProps) {
  const { http, navigate } = useShell();
  const headingId = useId();
  const [page, setPage] = useState(0);
  // One cached page per record and page number, under the trail's path, so a write that
  // invalidates the trail reads this history again too; a page left before it answered is
  // aborted, and its events stay on screen until the next page's arrive. Opened again, the
  // history shows what it knew and asks again behind it.
  const queryClient = useQueryClient();
  const { data, isLoading: loading } = useQuery({
    queryKey: [RECORD_HISTORY_PATH, { recordType, recordId, page }],
    queryFn: ({ signal }) =>
      fetchRecordHistory(http, { type: recordType, id: recordId }, page, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const events = data?.content ?? [];
  const pageCount = data?.totalPages ?? 0;

  // The page saved the record: its history is read again (the first render already asks).
  const refreshKey = JSON.stringify(refresh ?? null);
  const shownRefresh = useRef(refreshKey);
  useEffect(() => {
    if (shownRefresh.current === refreshKey) return;
    shownRefresh.current = refreshKey;
    void queryClient.invalidateQueries({ queryKey: [RECORD_HISTORY_PATH] });
  }, [refreshKey, queryClient]);

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
