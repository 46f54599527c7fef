import { Suspense, lazy, useEffect, useState } from 'react';
import { VERSION_MESSAGES, formatDateTime } from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import type { AssessmentVersion } from '@dpohub/domain/wire';
import { fetchVersions } from './review-api';
import styles from './Review.module.css';

// The comparison loads when asked for (page budget).
const CompareVersionsDialog = lazy(() => import('./CompareVersionsDialog'));

/** The numbered versions of an assessment: number, date, who (issue 31, finding m11). */
export function VersionList({ assessmentId, version }: { assessmentId: number; version: number }) {
  const { http, toast } = useShell();
  const [versions, setVersions] = useState<AssessmentVersion[]>([]);
  const [comparing, setComparing] = useState(false);

  useEffect(() => {
    let alive = true;
    fetchVersions(http, assessmentId)
      .then((list) => alive && setVersions(list))
      .catch((error: unknown) => {
        console.error('GET versoes failed', error);
        if (alive) toast.error(VERSION_MESSAGES.loadFailed);
      });
    return () => {
      alive = false;
    };
  }, [http, toast, assessmentId, version]);

  return (
    <section className={styles.panel} aria-label={VERSION_MESSAGES.title}>
      <div className={styles.panelHead}>
        <h3 className={styles.title}>{VERSION_MESSAGES.title}</h3>
        {versions.length > 1 ? (
          <Button variant="secondary" onClick={() => setComparing(true)}>
            {VERSION_MESSAGES.compare}
          </Button>
        ) : null}
      </div>
      <ol className={styles.versions}>
        {versions.map((item) => (
          <li key={item.number}>
            <strong>
              {VERSION_MESSAGES.number} {item.number}
            </strong>{' '}
            · {formatDateTime(item.createdAt)} · {item.createdBy ?? '-'} ·{' '}
            <span className={styles.muted}>{item.reasonLabel}</span>
          </li>
        ))}
      </ol>
      <Suspense fallback={null}>
        {comparing ? (
          <CompareVersionsDialog
            assessmentId={assessmentId}
            versions={versions}
            onClose={() => setComparing(false)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
