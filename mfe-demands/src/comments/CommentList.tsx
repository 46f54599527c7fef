import {
  CLIENT_REQUEST_LABELS,
  MESSAGES,
  commentAttachmentDownloadPath,
  formatDateTime,
} from '@dpohub/domain';
import type { CommentAttachmentSummary, DemandCommentView } from '@dpohub/domain';
import { downloadFile, useShell } from '@dpohub/shared-ui';
import { FileIcon } from '../details/FileIcon';
import styles from './Comments.module.css';

const LABELS = CLIENT_REQUEST_LABELS.comments;

/** The comments of a request, oldest first, each attachment a download. */
export function CommentList({ comments }: { comments: readonly DemandCommentView[] }) {
  const shell = useShell();

  const download = async (attachment: CommentAttachmentSummary) => {
    try {
      await downloadFile(
        shell.http,
        commentAttachmentDownloadPath(attachment.id),
        attachment.filename,
        { skipErrorToast: true },
      );
    } catch {
      shell.toast.error(MESSAGES.fileDownloadError);
    }
  };

  if (comments.length === 0) return <p className={styles.muted}>{LABELS.none}</p>;
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <div className={styles.meta}>
            <strong>{comment.createdBy?.name}</strong>
            <span className={styles.muted}>{formatDateTime(comment.createdAt)}</span>
          </div>
          <p className={styles.text}>{comment.description}</p>
          {comment.anexosComentario?.length ? (
            <ul className={styles.attachments}>
              {comment.anexosComentario.map((attachment) => (
                <li key={attachment.id}>
                  <button
                    type="button"
                    className={styles.attachment}
                    aria-label={LABELS.download(attachment.filename)}
                    onClick={() => void download(attachment)}
                  >
                    <FileIcon size={16} />
                    {attachment.filename}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
