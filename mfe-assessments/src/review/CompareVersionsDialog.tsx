import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { VERSION_MESSAGES } from '@dpohub/domain';
import { Modal, Spinner, useShell } from '@dpohub/shared-ui';
import { serverMessage } from '../wizard/assessment-api';
import type { AssessmentVersion } from '@dpohub/domain/wire';
import { compareVersions, comparePath } from './review-api';
import styles from './Review.module.css';

/** Two versions side by side: the questions whose answers or result changed (issue 31). */
export default function CompareVersionsDialog({
  assessmentId,
  versions,
  onClose,
}: {
  assessmentId: number;
  /** Newest first. */
  versions: readonly AssessmentVersion[];
  onClose: () => void;
}) {
  const { http, toast } = useShell();
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(versions[1]?.number ?? 1);
  const [to, setTo] = useState(versions[0]?.number ?? 1);
  // One cached comparison per pair: a pair changed before its answer came aborts the request,
  // so the comparison shown is always the pair on screen's.
  const { data: comparison, isFetching: loading } = useQuery({
    queryKey: [comparePath(assessmentId), from, to],
    queryFn: ({ signal }) =>
      compareVersions(http, assessmentId, from, to, signal).catch((error: unknown) => {
        if (!signal.aborted) toast.error(serverMessage(error) ?? VERSION_MESSAGES.loadFailed);
        throw error;
      }),
    enabled: from !== to,
  });

  const picker = (id: string, label: string, value: number, set: (n: number) => void) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => set(Number(event.target.value))}>
        {versions.map((item) => (
          <option key={item.number} value={item.number}>
            {VERSION_MESSAGES.number} {item.number}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Modal open title={VERSION_MESSAGES.compare} onClose={onClose} size="large">
      <div className={styles.pickers}>
        {picker(fromId, VERSION_MESSAGES.from, from, setFrom)}
        {picker(toId, VERSION_MESSAGES.to, to, setTo)}
      </div>
      {from === to ? <p className={styles.muted}>{VERSION_MESSAGES.sameVersion}</p> : null}
      {loading ? <Spinner /> : null}
      {comparison && !loading ? (
        <div aria-label={VERSION_MESSAGES.compareTitle(from, to)} role="region">
          {comparison.changes.length === 0 ? (
            <p className={styles.muted}>{VERSION_MESSAGES.noChanges}</p>
          ) : (
            <ul className={styles.changes}>
              {comparison.changes.map((change) => (
                <li key={`${change.section}\u0000${change.question}`} className={styles.change}>
                  <p className={styles.threadQuestion}>
                    <span className={styles.section}>{change.section}</span> {change.question}
                  </p>
                  <dl className={styles.beforeAfter}>
                    <div>
                      <dt>{VERSION_MESSAGES.before}</dt>
                      <dd>{change.before || VERSION_MESSAGES.empty}</dd>
                    </div>
                    <div>
                      <dt>{VERSION_MESSAGES.after}</dt>
                      <dd>{change.after || VERSION_MESSAGES.empty}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
