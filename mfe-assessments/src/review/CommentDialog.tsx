import { useEffect, useId, useState } from 'react';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MESSAGES,
  REVIEW_MESSAGES,
} from '@dpohub/domain';
import { Button, Modal, Spinner, useShell } from '@dpohub/shared-ui';
import { serverMessage } from '../wizard/assessment-api';
import type { AskedQuestion } from '@dpohub/domain/wire';
import { fetchQuestions, postComment } from './review-api';
import styles from './Review.module.css';

/** The firm comments on one question of an assessment in review (issue 31). */
export default function CommentDialog({
  assessmentId,
  onClose,
  onSaved,
}: {
  assessmentId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { http, toast } = useShell();
  const questionId = useId();
  const textId = useId();
  const [questions, setQuestions] = useState<AskedQuestion[] | null>(null);
  const [key, setKey] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let alive = true;
    fetchQuestions(http, assessmentId)
      .then((list) => alive && setQuestions(list))
      .catch((error: unknown) => {
        if (alive) toast.error(serverMessage(error) ?? REVIEW_COMMENT_MESSAGES.loadFailed);
      });
    return () => {
      alive = false;
    };
  }, [http, toast, assessmentId]);

  const chosen = questions?.find((question) => question.key === key);
  const save = async () => {
    if (!chosen) {
      toast.warn(REVIEW_COMMENT_MESSAGES.chooseQuestion);
      return;
    }
    if (!text.trim()) {
      toast.warn(REVIEW_COMMENT_MESSAGES.required);
      return;
    }
    setSending(true);
    try {
      await postComment(http, assessmentId, {
        section: chosen.section,
        question: chosen.question,
        text,
      });
      toast.success(REVIEW_COMMENT_MESSAGES.saved);
      onSaved();
    } catch (error) {
      toast.error(serverMessage(error) ?? REVIEW_COMMENT_MESSAGES.loadFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={REVIEW_COMMENT_MESSAGES.add}
      onClose={onClose}
      size="medium"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {REVIEW_MESSAGES.cancel}
          </Button>
          <Button loading={sending} onClick={() => void save()}>
            {REVIEW_COMMENT_MESSAGES.add}
          </Button>
        </>
      }
    >
      {questions === null ? (
        <Spinner />
      ) : (
        <div className={styles.form}>
          <div className={styles.field}>
            <label htmlFor={questionId}>{REVIEW_COMMENT_MESSAGES.question}</label>
            <select id={questionId} value={key} onChange={(event) => setKey(event.target.value)}>
              <option value="">{REVIEW_COMMENT_MESSAGES.chooseQuestion}</option>
              {questions.map((question) => (
                <option key={question.key} value={question.key}>
                  {`${question.section}: ${question.question}`}
                </option>
              ))}
            </select>
          </div>
          {chosen ? <p className={styles.muted}>{chosen.value}</p> : null}
          <div className={styles.field}>
            <label htmlFor={textId}>{REVIEW_COMMENT_MESSAGES.text}</label>
            <textarea
              id={textId}
              rows={4}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
