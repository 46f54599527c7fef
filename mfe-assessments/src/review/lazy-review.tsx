import { Suspense, lazy } from 'react';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';

// What only a saved assessment shows (the firm's review, the versions, the audit history) loads
// with the record, never on a new form's first visit (page budget).
const ReviewPanel = lazy(() => import('./ReviewPanel'));
const AssessmentAuditHistory = lazy(() => import('./AssessmentAuditHistory'));

export const SavedAssessmentParts = {
  Review({ wizard }: { wizard: AssessmentWizardState }) {
    return (
      <Suspense fallback={null}>
        <ReviewPanel wizard={wizard} />
      </Suspense>
    );
  },
  Audit({ recordId, refresh }: { recordId: number; refresh: unknown }) {
    return (
      <Suspense fallback={null}>
        <AssessmentAuditHistory recordId={recordId} refresh={refresh} />
      </Suspense>
    );
  },
};
