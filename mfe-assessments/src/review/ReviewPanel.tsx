import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { REVIEW_COMMENT_MESSAGES, REVIEW_MESSAGES, formatDateTime } from '@dpohub/domain';
import type { ReviewComment } from '@dpohub/domain/wire';
import { Button, ConfirmDialog, useShell } from '@dpohub/shared-ui';
import { serverMessage } from '../wizard/assessment-api';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { CommentThreads } from './CommentThreads';
import { VersionList } from './VersionList';
import { answerReview, fetchComments } from './review-api';
import styles from './Review.module.css';

// The firm's dialogs load when opened (page budget).
const CommentDialog = lazy(() => import('./CommentDialog'));
const ApproveDialog = lazy(() => import('./ApproveDialog'));

type Dialog = 'comment' | 'approve' | 'sendBack' | null;

/** What the page says of the review, to whoever is looking: whose turn it is. */
function turnMessage(state: string | null, admin: boolean): string | null {
  if (state === 'IN_REVIEW')
    return admin ? REVIEW_MESSAGES.inReviewForFirm : REVIEW_MESSAGES.inReviewForClient;
  if (state === 'RETURNED')
    return admin ? REVIEW_MESSAGES.returnedForFirm : REVIEW_MESSAGES.returnedForClient;
  return null;
}

/**
 * The firm's review of a saved assessment (issue 31): whose turn it is, the comments per question
 * in threads, the firm's 'Devolver com comentários' and 'Aprovar', and the numbered versions.
 */
export default function ReviewPanel({ wizard }: { wizard: AssessmentWizardState }) {
  const { http, toast } = useShell();
  const header = wizard.header!;
  const id = wizard.id!;
  const { admin, form, reload } = wizard;
  const state = header.reviewState;
  const [comments, setComments] = useState<ReviewComment[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sending, setSending] = useState(false);
  const open = state === 'IN_REVIEW' || state === 'RETURNED';

  const loadComments = useCallback(() => {
    fetchComments(http, id)
      .then(setComments)
      .catch((error: unknown) => {
        console.error('GET comentarios failed', error);
        toast.error(REVIEW_COMMENT_MESSAGES.loadFailed);
      });
  }, [http, id, toast]);

  useEffect(() => {
    if (state) loadComments();
  }, [state, loadComments]);

  const sendBack = async () => {
    setSending(true);
    try {
      await answerReview(http, form, id, { sendBack: true });
      toast.success(REVIEW_MESSAGES.sentBack);
      setDialog(null);
      await reload();
    } catch (error) {
      toast.error(serverMessage(error) ?? REVIEW_MESSAGES.notInReview);
    } finally {
      setSending(false);
    }
  };

  const message = turnMessage(state, admin);
  const approval = header.approval;
  return (
    <>
      {state ? (
        <section className={styles.panel} aria-label={REVIEW_MESSAGES.reviewTitle}>
          <h3 className={styles.title}>{REVIEW_MESSAGES.reviewTitle}</h3>
          {message ? (
            <p className={styles.turn} role="status">
              {message}
            </p>
          ) : null}
          {state === 'APPROVED' && approval ? (
            <p className={styles.approved}>
              {REVIEW_MESSAGES.approvedBy(
                approval.lawyerName,
                approval.oab,
                formatDateTime(approval.approvedAt),
              )}
            </p>
          ) : null}
          {admin && state === 'IN_REVIEW' ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setDialog('comment')}>
                {REVIEW_COMMENT_MESSAGES.add}
              </Button>
              <Button variant="secondary" onClick={() => setDialog('sendBack')}>
                {REVIEW_MESSAGES.sendBack}
              </Button>
              <Button onClick={() => setDialog('approve')}>{REVIEW_MESSAGES.approve}</Button>
            </div>
          ) : null}
          <CommentThreads
            assessmentId={id}
            comments={comments}
            mayReply={open}
            onAdded={loadComments}
          />
        </section>
      ) : null}
      {header.version > 0 ? <VersionList assessmentId={id} version={header.version} /> : null}
      <Suspense fallback={null}>
        {dialog === 'comment' ? (
          <CommentDialog
            assessmentId={id}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              loadComments();
            }}
          />
        ) : null}
        {dialog === 'approve' ? (
          <ApproveDialog
            form={form}
            assessmentId={id}
            onClose={() => setDialog(null)}
            onApproved={() => {
              setDialog(null);
              void reload();
            }}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={dialog === 'sendBack'}
        title={REVIEW_MESSAGES.sendBackTitle}
        text={REVIEW_MESSAGES.sendBackHint}
        confirmLabel={REVIEW_MESSAGES.sendBack}
        cancelLabel={REVIEW_MESSAGES.cancel}
        loading={sending}
        onConfirm={() => void sendBack()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
