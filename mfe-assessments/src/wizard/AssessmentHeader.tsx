import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  REVIEW_LABELS,
  formatDateTime,
  reviewStateLabel,
} from '@dpohub/domain';
import { StatusTag } from '@dpohub/shared-ui';
import type { AssessmentHeaderInfo } from './use-assessment-wizard';
import styles from './Wizard.module.css';

/**
 * What is open (finding m9): the identification, kind, client, status, author, when and by whom
 * it was concluded, and the last change, above the steps of a saved assessment.
 */
export function AssessmentHeader({
  header,
  formTitle,
}: {
  header: AssessmentHeaderInfo;
  formTitle: string;
}) {
  const H = ASSESSMENT_MESSAGES.header;
  const at = (value: string | null) => (value ? formatDateTime(value) : '-');
  return (
    <section className={styles.header} aria-label={header.name || formTitle}>
      <div className={styles.headerTitle}>
        <h2>{header.name || '-'}</h2>
        {header.completed ? (
          <StatusTag label={ASSESSMENT_STATUS_LABEL.completed} variant="accept" />
        ) : (
          <StatusTag label={ASSESSMENT_STATUS_LABEL.inProgress} variant="info" />
        )}
        {header.reviewState ? (
          <StatusTag
            label={reviewStateLabel(header.reviewState)}
            variant={
              header.reviewState === 'APPROVED'
                ? 'accept'
                : header.reviewState === 'RETURNED'
                  ? 'danger'
                  : 'warn'
            }
          />
        ) : null}
      </div>
      <dl className={styles.headerFacts}>
        <div>
          <dt>{H.kind}</dt>
          <dd>{formTitle}</dd>
        </div>
        <div>
          <dt>{H.client}</dt>
          <dd>{header.clientName || '-'}</dd>
        </div>
        <div>
          <dt>{H.createdBy}</dt>
          <dd>{header.createdBy ?? '-'}</dd>
        </div>
        <div>
          <dt>{H.completedAt}</dt>
          <dd>
            {header.completed
              ? `${at(header.completedAt)}${header.completedBy ? ` ${H.completedBy} ${header.completedBy}` : ''}`
              : H.notCompleted}
          </dd>
        </div>
        {header.version > 0 ? (
          <div>
            <dt>{REVIEW_LABELS.version}</dt>
            <dd>{header.version}</dd>
          </div>
        ) : null}
        <div>
          <dt>{H.updatedAt}</dt>
          <dd>
            {at(header.updatedAt)}
            {header.updatedBy ? ` ${H.completedBy} ${header.updatedBy}` : ''}
          </dd>
        </div>
      </dl>
    </section>
  );
}
