import { useId, useState } from 'react';
import { REVIEW_MESSAGES, normaliseOab, type AssessmentFormDefinition } from '@dpohub/domain';
import { Button, Modal, useShell } from '@dpohub/shared-ui';
import { serverMessage } from '../wizard/assessment-api';
import { answerReview } from './review-api';
import styles from './Review.module.css';

/** The firm approves an assessment in review with the lawyer's name and OAB (issue 31). */
export default function ApproveDialog({
  form,
  assessmentId,
  onClose,
  onApproved,
}: {
  form: AssessmentFormDefinition;
  assessmentId: number;
  onClose: () => void;
  onApproved: () => void;
}) {
  const { http, toast } = useShell();
  const nameId = useId();
  const oabId = useId();
  const [lawyerName, setLawyerName] = useState('');
  const [oab, setOab] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const approve = async () => {
    if (!lawyerName.trim()) return setError(REVIEW_MESSAGES.lawyerNameRequired);
    if (!normaliseOab(oab)) return setError(REVIEW_MESSAGES.oabInvalid);
    setError(null);
    setSending(true);
    try {
      await answerReview(http, form, assessmentId, { approve: { lawyerName, oab } });
      toast.success(REVIEW_MESSAGES.approved);
      onApproved();
    } catch (failure) {
      setError(serverMessage(failure) ?? REVIEW_MESSAGES.notInReview);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={REVIEW_MESSAGES.approveTitle}
      description={REVIEW_MESSAGES.approveHint}
      onClose={onClose}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {REVIEW_MESSAGES.cancel}
          </Button>
          <Button loading={sending} onClick={() => void approve()}>
            {REVIEW_MESSAGES.approve}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={nameId}>{REVIEW_MESSAGES.lawyerName}</label>
          <input
            id={nameId}
            value={lawyerName}
            maxLength={200}
            onChange={(event) => setLawyerName(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={oabId}>{REVIEW_MESSAGES.oab}</label>
          <input
            id={oabId}
            value={oab}
            maxLength={30}
            placeholder={REVIEW_MESSAGES.oabHint}
            onChange={(event) => setOab(event.target.value)}
          />
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
