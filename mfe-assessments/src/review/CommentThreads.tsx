import { useId, useState } from 'react';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_COMMENT_MESSAGES, formatDateTime } from '@dpohub/domain';
import type { ReviewComment } from '@dpohub/domain/wire';
import { Button, useShell } from '@dpohub/shared-ui';
import { serverMessage } from '../wizard/assessment-api';
import { postComment } from './review-api';
import styles from './Review.module.css';

function ReplyBox({
  assessmentId,
  parentId,
  onAdded,
}: {
  assessmentId: number;
  parentId: number;
  onAdded: () => void;
}) {
  const { http, toast } = useShell();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!text.trim()) {
      toast.warn(REVIEW_COMMENT_MESSAGES.required);
      return;
    }
    setSending(true);
    try {
      await postComment(http, assessmentId, { text, parentId });
      setText('');
      toast.success(REVIEW_COMMENT_MESSAGES.saved);
      onAdded();
    } catch (error) {
      toast.error(serverMessage(error) ?? REVIEW_COMMENT_MESSAGES.loadFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.reply}>
      <label htmlFor={fieldId}>{REVIEW_COMMENT_MESSAGES.replyLabel}</label>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button variant="secondary" loading={sending} onClick={() => void send()}>
        {REVIEW_COMMENT_MESSAGES.reply}
      </Button>
    </div>
  );
}

function Comment({ comment }: { comment: ReviewComment }) {
  return (
    <div className={styles.comment}>
      <p className={styles.commentMeta}>
        <strong>{comment.authorName}</strong>
        {comment.firm ? ` (${REVIEW_COMMENT_MESSAGES.firm})` : ''} ·{' '}
        {formatDateTime(comment.createdAt)}
      </p>
      <p className={styles.commentText}>{comment.text}</p>
    </div>
  );
}

/** The comments of the review, one thread per question, oldest first (issue 31). */
export function CommentThreads({
  assessmentId,
  comments,
  mayReply,
  onAdded,
}: {
  assessmentId: number;
  comments: readonly ReviewComment[];
  mayReply: boolean;
  onAdded: () => void;
}) {
  const threads = comments.filter((comment) => comment.parentId === null);
  return (
    <div aria-label={REVIEW_COMMENT_MESSAGES.title} role="region">
      <h4 className={styles.subtitle}>{REVIEW_COMMENT_MESSAGES.title}</h4>
      {threads.length === 0 ? <p className={styles.muted}>{REVIEW_COMMENT_MESSAGES.none}</p> : null}
      <ul className={styles.threads}>
        {threads.map((thread) => (
          <li key={thread.id} className={styles.thread}>
            <p className={styles.threadQuestion}>
              <span className={styles.section}>{thread.section}</span> {thread.question}
            </p>
            <Comment comment={thread} />
            {comments
              .filter((reply) => reply.parentId === thread.id)
              .map((reply) => (
                <div key={reply.id} className={styles.replyItem}>
                  <Comment comment={reply} />
                </div>
              ))}
            {mayReply ? (
              <ReplyBox assessmentId={assessmentId} parentId={thread.id} onAdded={onAdded} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
