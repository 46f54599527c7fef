import { STATUS_HISTORY_LABELS, statusHistoryLines } from '@dpohub/domain';
import type { DemandHistoryEntry, StatusView } from '@dpohub/domain';
import styles from './RequestDetails.module.css';

/** The request's status changes, newest first, for everyone who may read it. */
export function StatusHistory({
  historico,
  view,
}: {
  historico: readonly DemandHistoryEntry[];
  view: StatusView;
}) {
  const lines = statusHistoryLines(historico, view);
  return (
    <section className={styles.history} aria-labelledby="request-status-history">
      <h3 id="request-status-history" className={styles.subheading}>
        {STATUS_HISTORY_LABELS.title}
      </h3>
      {lines.length ? (
        <ol className={styles.historyList}>
          {lines.map((line) => (
            <li key={line.id}>{line.text}</li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{STATUS_HISTORY_LABELS.empty}</p>
      )}
    </section>
  );
}
