import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  ACCOUNT_SECURITY_LABELS,
  ACCOUNT_SECURITY_MESSAGES,
  normalizeTotpCode,
} from '@dpohub/domain';
import { Button, Modal } from '@dpohub/shared-ui';
import { CodeField } from './CodeField';
import styles from './AccountSecurity.module.css';

/** Asks for a code of the app before a change of the second factor (turning it off, new codes). */
export function CodeDialog({
  title,
  text,
  confirmLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  /** Resolves when done; a refusal keeps the dialog open (the http client showed why). */
  onSubmit: (code: string) => Promise<void>;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeTotpCode(code)) {
      setError(ACCOUNT_SECURITY_MESSAGES.codeRequired);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(code);
    } catch {
      setCode('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} description={text} onClose={onClose} dismissible={!saving}>
      <form className={styles.enrol} noValidate onSubmit={(event) => void submit(event)}>
        <CodeField
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {ACCOUNT_SECURITY_LABELS.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
