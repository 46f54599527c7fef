import {
  CLIENT_REQUEST_LABELS,
  COMMENT_LIMITS,
  FILE_EXTENSIONS,
  MESSAGES,
  validateCommentAttachments,
  validateCommentText,
} from '@dpohub/domain';
import type { CommentAttachment } from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import { useId, useState } from 'react';
import { postComment } from './comments-api';
import styles from './Comments.module.css';

const LABELS = CLIENT_REQUEST_LABELS.comments;

const IMAGE_ACCEPT = FILE_EXTENSIONS.image.map((extension) => `.${extension}`).join(',');

function asAttachments(images: readonly File[], document: File | null): CommentAttachment[] {
  const picked: CommentAttachment[] = images.map((file) => ({
    name: file.name,
    size: file.size,
    attachedAs: 'image',
  }));
  if (document) picked.push({ name: document.name, size: document.size, attachedAs: 'document' });
  return picked;
}

export interface CommentComposerProps {
  requestId: number;
  /**
   * Why the box is disabled, or null: participants (spec 2 section 6), a cancelled request
   * (demands m11).
   */
  denied: string | null;
  onSent: () => void;
}

/**
 * The comment box of spec 2 section 5: 140 characters with a counter, up to 4 images and 1
 * document in separate pickers, the section's messages as warnings.
 */
export function CommentComposer({ requestId, denied, onSent }: CommentComposerProps) {
  const allowed = denied === null;
  const shell = useShell();
  const id = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [document, setDocument] = useState<File | null>(null);
  const [sending, setSending] = useState(false);

  // A pick that breaks a rule is refused whole, with the rule's message.
  const accept = (nextImages: File[], nextDocument: File | null): boolean => {
    const problem = validateCommentAttachments(asAttachments(nextImages, nextDocument));
    if (problem) {
      shell.toast.warn(problem);
      return false;
    }
    setImages(nextImages);
    setDocument(nextDocument);
    return true;
  };

  const send = async () => {
    const problem =
      validateCommentText(text) ?? validateCommentAttachments(asAttachments(images, document));
    if (problem) {
      shell.toast.warn(problem);
      return;
    }
    setSending(true);
    try {
      await postComment(shell.http, requestId, { description: text.trim(), images, document });
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      setSending(false);
      return;
    }
    setSending(false);
    setText('');
    setImages([]);
    setDocument(null);
    onSent();
  };

  const disabled = !allowed || sending;
  const picked = [...images, ...(document ? [document] : [])];

  return (
    <div className={styles.composer}>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {LABELS.label}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        rows={3}
        maxLength={COMMENT_LIMITS.maxLength}
        placeholder={denied ?? LABELS.placeholder}
        value={text}
        disabled={disabled}
        aria-describedby={`${id}-counter`}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.composerRow}>
        <span id={`${id}-counter`} className={styles.muted} aria-live="polite">
          {LABELS.counter(text.length, COMMENT_LIMITS.maxLength)}
        </span>
        {denied ? <span className={styles.denied}>{denied}</span> : null}
      </div>
      {allowed ? (
        <>
          <div className={styles.composerRow}>
            <label className={styles.picker}>
              {LABELS.images}
              <input
                type="file"
                multiple
                accept={IMAGE_ACCEPT}
                className={styles.fileInput}
                disabled={disabled}
                onChange={(event) => {
                  accept([...images, ...Array.from(event.target.files ?? [])], document);
                  event.target.value = '';
                }}
              />
            </label>
            <label className={styles.picker}>
              {LABELS.document}
              <input
                type="file"
                className={styles.fileInput}
                disabled={disabled}
                onChange={(event) => {
                  const chosen = Array.from(event.target.files ?? []);
                  // Spec 2 section 5: one document per comment; a second one is refused.
                  const problem =
                    chosen.length + (document ? 1 : 0) > COMMENT_LIMITS.maxDocuments
                      ? MESSAGES.commentOneDocument
                      : null;
                  if (problem) shell.toast.warn(problem);
                  else accept(images, chosen[0] ?? null);
                  event.target.value = '';
                }}
              />
            </label>
            <Button className={styles.send} loading={sending} onClick={() => void send()}>
              {LABELS.send}
            </Button>
          </div>
          {picked.length > 0 ? (
            <ul className={styles.picked}>
              {picked.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  {file.name}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={LABELS.removeAttachment(file.name)}
                    onClick={() =>
                      file === document
                        ? setDocument(null)
                        : setImages(images.filter((image) => image !== file))
                    }
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
