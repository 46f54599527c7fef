import { OVERDUE_LABEL, deadlineClockText } from '@dpohub/domain';
import type { DeadlineClock as Clock } from '@dpohub/domain';
import { StatusTag } from '@dpohub/shared-ui';
import styles from './DeadlineClock.module.css';

/**
 * Beside the deadline of an open demand: the business days left, or the 'Atrasada' tag once
 * it has passed (as the API computed them, national holidays skipped). Nothing for closed ones.
 */
export function DeadlineClock({ clock }: { clock: Partial<Clock> | null | undefined }) {
  const text = deadlineClockText(clock);
  if (!text) return null;
  if (text === OVERDUE_LABEL) return <StatusTag label={OVERDUE_LABEL} variant="danger" />;
  return <span className={styles.remaining}>{text}</span>;
}

/** The deadline date with its clock under it (lists). */
export function DeadlineWithClock({
  date,
  clock,
}: {
  date: string;
  clock: Partial<Clock> | null | undefined;
}) {
  return (
    <span className={styles.deadline}>
      <span>{date}</span>
      <DeadlineClock clock={clock} />
    </span>
  );
}
