import { donutSlices } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { PieChart } from 'react-minimal-pie-chart';
import { BUDGET_LABELS } from '../labels';
import styles from './HoursPackCard.module.css';

const COLOURS = { balance: '#2e7d5b', spent: '#c9a227', empty: '#d9dde3' } as const;

/** Donut of balance versus spent; the balance in hours and minutes in its hole. */
export function HoursDonut({
  balanceMinutes,
  spentMinutes,
  label,
}: {
  balanceMinutes: number;
  spentMinutes: number;
  label: ReactNode;
}) {
  const slices = donutSlices(balanceMinutes, spentMinutes);
  const data: { title: string; value: number; color: string }[] =
    slices.balance + slices.spent === 0
      ? [{ title: BUDGET_LABELS.balance, value: 1, color: COLOURS.empty }]
      : [
          { title: BUDGET_LABELS.balance, value: slices.balance, color: COLOURS.balance },
          { title: BUDGET_LABELS.spent, value: slices.spent, color: COLOURS.spent },
        ];
  return (
    <div className={styles.donut}>
      <PieChart data={data} lineWidth={22} startAngle={-90} animate={false} aria-hidden />
      <div className={styles.hole}>{label}</div>
      <ul className={styles.legend}>
        <li>
          <span style={{ background: COLOURS.balance }} /> {BUDGET_LABELS.balance}
        </li>
        <li>
          <span style={{ background: COLOURS.spent }} /> {BUDGET_LABELS.spent}
        </li>
      </ul>
    </div>
  );
}
