import {
  INTERNAL_NOTE_MAX_LENGTH,
  INTERNAL_NOTE_MESSAGES,
  formatDateTime,
  internalNoteRefusal,
} from '@dpohub/domain';
import type { InternalNoteView } from '@dpohub/domain';
import { Button, Spinner, useShell } from '@dpohub/shared-ui';
import { useCallback, useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { fetchInternalNotes, postInternalNote } from './internal-notes-api';
import styles from './InternalNotes.module.css';

const M = INTERNAL_NOTE_MESSAGES;

/**
 * The firm's internal notes on a request (issue 29, beyond): shown to staff only, apart from the
 * comments and drawn unlike them, so nobody mistakes a note for something the client reads.
 */
export function InternalNotesPanel({ requestId }: { requestId: number }) {
  const shell = useShell();
  const ids = useId();
  const [notes, setNotes] = useState<InternalNoteView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      setNotes(await fetchInternalNotes(shell.http, requestId));
      setFailed(false);
    } catch (cause) {
      console.error('GET /solicitacao/{id}/notas-internas failed', cause);
      setFailed(true);
      setNotes([]);
    }
  }, [shell.http, requestId]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = internalNoteRefusal(text);
    setError(refusal);
    if (refusal) return;
    setSaving(true);
    try {
      await postInternalNote(shell.http, requestId, text.trim());
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      setSaving(false);
      return;
    }
    setSaving(false);
    setText('');
    shell.toast.success(M.saved);
    await load();
  };

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-title`}>
      <div className={styles.header}>
        <h3 id={`${ids}-title`} className={styles.title}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
            <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
          </svg>
          {M.title}
        </h3>
        <span className={styles.badge}>{M.badge}</span>
      </div>
      <p className={styles.hint}>{M.hint}</p>
      {notes === null ? (
        <Spinner label={M.loading} />
      ) : failed ? (
        <p className={styles.error}>{M.loadFailed}</p>
      ) : notes.length === 0 ? (
        <p className={styles.muted}>{M.none}</p>
      ) : (
        <ol className={styles.list}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <div className={styles.meta}>
                <strong>{note.createdBy?.name}</strong>
                <span className={styles.muted}>{formatDateTime(note.createdAt)}</span>
              </div>
              <p className={styles.text}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.label} htmlFor={`${ids}-text`}>
          {M.field}
        </label>
        <textarea
          id={`${ids}-text`}
          className={styles.textarea}
          rows={3}
          value={text}
          maxLength={INTERNAL_NOTE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        <div className={styles.row}>
          {error ? (
            <p id={`${ids}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : (
            <span className={styles.muted}>
              {text.length}/{INTERNAL_NOTE_MAX_LENGTH}
            </span>
          )}
          <Button type="submit" loading={saving}>
            {M.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
