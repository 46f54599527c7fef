import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ACCOUNT_SECURITY_LABELS,
  ACCOUNT_SECURITY_MESSAGES,
  normalizeTotpCode,
} from '@dpohub/domain';
import type { TwoFactorSetup } from '@dpohub/domain/wire';
import { Button, Modal, Spinner, useShell } from '@dpohub/shared-ui';
import { confirmTwoFactor, startTwoFactorSetup } from './account-security-api';
import { CodeField } from './CodeField';
import styles from './AccountSecurity.module.css';

/**
 * 'Ativar verificação em duas etapas': a new key as a QR code (and as text to type), then the
 * first code the app shows; the answer is the recovery codes.
 */
export function EnrolDialog({
  onEnabled,
  onClose,
}: {
  onEnabled: (recoveryCodes: string[]) => void;
  onClose: () => void;
}) {
  const shell = useShell();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    startTwoFactorSetup(shell.http).then(
      (answer) => active && setSetup(answer),
      () => active && onClose(),
    );
    return () => {
      active = false;
    };
  }, [shell.http, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeTotpCode(code)) {
      setError(ACCOUNT_SECURITY_MESSAGES.codeRequired);
      return;
    }
    setSaving(true);
    try {
      onEnabled(await confirmTwoFactor(shell.http, code));
    } catch {
      setCode('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={ACCOUNT_SECURITY_LABELS.enrolTitle} onClose={onClose} dismissible={!saving}>
      {setup ? (
        <form className={styles.enrol} noValidate onSubmit={(event) => void submit(event)}>
          <p>{ACCOUNT_SECURITY_LABELS.enrolScan}</p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={ACCOUNT_SECURITY_LABELS.qrAlt}
            width={200}
            height={200}
          />
          <p>{ACCOUNT_SECURITY_LABELS.enrolManual}</p>
          <code className={styles.secret}>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          <p>{ACCOUNT_SECURITY_LABELS.enrolConfirm}</p>
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
              {ACCOUNT_SECURITY_LABELS.confirm}
            </Button>
          </div>
        </form>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
