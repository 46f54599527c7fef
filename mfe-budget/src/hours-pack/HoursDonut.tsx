import { donutSlices } from '@dpohub/domain';
import type { CSSProperties, ReactNode } from 'react';
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
  const total = slices.balance + slices.spent;
  // The ring is a conic gradient from the top, clockwise: the balance, then the spent hours (a
  // chart library for two arcs would be the page's largest dependency).
  const ring = {
    '--balance': COLOURS.balance,
    '--spent': total === 0 ? COLOURS.empty : COLOURS.spent,
    '--balance-share': `${total === 0 ? 0 : (slices.balance / total) * 100}%`,
  } as CSSProperties;
  return (
    <div className={styles.donut}>
      <div className={styles.ring} style={ring} aria-hidden="true" />
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
