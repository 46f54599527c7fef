import { Spinner } from '@dpohub/shared-ui';
import { lazy, Suspense, useState } from 'react';
import type { AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from '../components/Section.module.css';

// Its tables and their call load when the section is first opened.
const WorkShareTables = lazy(() =>
  import('./WorkShareTables').then((module) => ({ default: module.WorkShareTables })),
);

/** For the firm: hours and value per lawyer and per service type in the period. */
export function WorkShareSection({ query }: { query: AppliedQuery }) {
  const [opened, setOpened] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="budget-work-share">
      <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className={styles.summary}>
          <h2 id="budget-work-share" className={styles.inline}>
            {BUDGET_LABELS.workShare}
          </h2>
        </summary>
        <p className={styles.hintText}>{BUDGET_LABELS.workShareHint}</p>
        {opened && (
          <Suspense fallback={<Spinner />}>
            <WorkShareTables query={query} />
          </Suspense>
        )}
      </details>
    </section>
  );
}
