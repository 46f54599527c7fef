import type { HoursBankOverview } from '@dpohub/domain/wire';
import { Spinner } from '@dpohub/shared-ui';
import { lazy, Suspense } from 'react';
import { BUDGET_LABELS } from '../labels';
import styles from '../components/Section.module.css';

// The chart's code loads with the first overview that has packs to draw.
const BurnDownChart = lazy(() =>
  import('./BurnDownChart').then((module) => ({ default: module.BurnDownChart })),
);

/** The burn-down of the hours bank beside the card, once its overview is read. */
export function BurnDownSection({ overview }: { overview: HoursBankOverview }) {
  return (
    <section className={styles.section} aria-label={BUDGET_LABELS.burnDown}>
      <Suspense fallback={<Spinner />}>
        <BurnDownChart overview={overview} />
      </Suspense>
    </section>
  );
}
