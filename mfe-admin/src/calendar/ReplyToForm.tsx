import { FIRM_MAIL_LABELS } from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fetchReplyTo, saveReplyTo } from './calendar-api';
import styles from './CalendarPage.module.css';

/**
 * The firm's reply address (demands m17): replies to the portal's e-mails go to it. Kept with the
 * firm's other settings, beside its seat.
 */
export function ReplyToForm() {
  const shell = useShell();
  const fieldId = useId();
  /** Null until the saved address is read: typing earlier would be overwritten by it. */
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchReplyTo(shell.http).then(
      (settings) => setReplyTo(settings.replyTo ?? ''),
      (cause: unknown) => console.error('GET /escritorio/email-resposta failed', cause),
    );
  }, [shell.http]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (replyTo === null || saving) return;
    // The address rule (the forms' e-mail check) loads with the first save, not with the page.
    const { replyToRefusal } = await import('@dpohub/domain');
    const refusal = replyToRefusal(replyTo);
    setError(refusal);
    if (refusal) return;
    setSaving(true);
    try {
      const saved = await saveReplyTo(shell.http, replyTo.trim() || null);
      setReplyTo(saved.replyTo ?? '');
      shell.toast.success(FIRM_MAIL_LABELS.saved);
    } catch {
      // The http client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.seat} onSubmit={(event) => void save(event)} noValidate>
      <h3 className={styles.subheading}>{FIRM_MAIL_LABELS.title}</h3>
      <p className={styles.muted}>{FIRM_MAIL_LABELS.hint}</p>
      <div className={styles.row}>
        <label className={styles.field} htmlFor={fieldId}>
          <span className={styles.label}>{FIRM_MAIL_LABELS.replyTo}</span>
          <input
            id={fieldId}
            type="email"
            className={styles.input}
            value={replyTo ?? ''}
            disabled={replyTo === null}
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => {
              setReplyTo(event.target.value);
              if (error) setError(null);
            }}
          />
          {error ? (
            <span id={`${fieldId}-error`} role="alert" className={styles.error}>
              {error}
            </span>
          ) : null}
        </label>
        <Button type="submit" variant="secondary" loading={saving} disabled={replyTo === null}>
          {FIRM_MAIL_LABELS.save}
        </Button>
      </div>
    </form>
  );
}
