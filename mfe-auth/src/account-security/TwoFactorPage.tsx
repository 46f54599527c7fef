import { useCallback, useEffect, useState } from 'react';
import {
  ACCOUNT_SECURITY_LABELS as LABELS,
  ACCOUNT_SECURITY_MESSAGES as MESSAGES,
} from '@dpohub/domain';
import type { TwoFactorStatus } from '@dpohub/domain/wire';
import { Button, Spinner, useShell } from '@dpohub/shared-ui';
import { disableTwoFactor, fetchTwoFactorStatus, renewRecoveryCodes } from './account-security-api';
import { CodeDialog } from './CodeDialog';
import { EnrolDialog } from './EnrolDialog';
import { FirmPolicy } from './FirmPolicy';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import styles from './AccountSecurity.module.css';

type Dialog = 'enrol' | 'disable' | 'renew' | null;

/**
 * 'Verificação em duas etapas' in the profile menu: the user's own second factor (turn on with
 * a QR code, turn off, new recovery codes) and, for firm admins, the firm's policy. When the
 * firm requires it and it is off, this is the one page the portal opens (the shell's guard).
 */
export function TwoFactorPage() {
  const shell = useShell();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  useEffect(() => shell.setTitle(LABELS.twoFactorTitle), [shell]);
  const reload = useCallback(
    () => fetchTwoFactorStatus(shell.http).then(setStatus, () => undefined),
    [shell.http],
  );
  useEffect(() => void reload(), [reload]);

  const enabled = (recoveryCodes: string[]) => {
    setDialog(null);
    setCodes(recoveryCodes);
    shell.toast.success(MESSAGES.twoFactorEnabled);
    // The portal opens fully again once a required second factor is on.
    const user = shell.session.getUser();
    const token = shell.session.getToken();
    if (user?.twoFactorSetupRequired && token) {
      shell.session.login(token, { ...user, twoFactorSetupRequired: false });
    }
    void reload();
  };

  if (!status) return <Spinner />;
  return (
    <section className={styles.panel} aria-label={LABELS.twoFactorTitle}>
      {status.required && !status.enabled ? (
        <p className={styles.notice} role="alert">
          {LABELS.requiredNotice}
        </p>
      ) : null}
      <p className={styles.status}>{status.enabled ? LABELS.statusOn : LABELS.statusOff}</p>
      <p className={styles.explain}>{LABELS.explain}</p>
      {status.enabled ? (
        <>
          <p>{LABELS.recoveryCodesLeft(status.recoveryCodesLeft)}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setDialog('renew')}>
              {LABELS.regenerateCodes}
            </Button>
            {status.required ? null : (
              <Button variant="danger" onClick={() => setDialog('disable')}>
                {LABELS.disable}
              </Button>
            )}
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setDialog('enrol')}>{LABELS.enable}</Button>
        </div>
      )}
      {shell.session.isAdmin() ? <FirmPolicy /> : null}
      {dialog === 'enrol' ? <EnrolDialog onEnabled={enabled} onClose={closeDialog} /> : null}
      {dialog === 'disable' ? (
        <CodeDialog
          title={LABELS.disableTitle}
          text={LABELS.disableExplain}
          confirmLabel={LABELS.disable}
          onClose={closeDialog}
          onSubmit={async (code) => {
            await disableTwoFactor(shell.http, code);
            setDialog(null);
            shell.toast.success(MESSAGES.twoFactorDisabled);
            await reload();
          }}
        />
      ) : null}
      {dialog === 'renew' ? (
        <CodeDialog
          title={LABELS.regenerateCodes}
          text={LABELS.renewExplain}
          confirmLabel={LABELS.confirm}
          onClose={closeDialog}
          onSubmit={async (code) => {
            const renewed = await renewRecoveryCodes(shell.http, code);
            setDialog(null);
            setCodes(renewed);
            shell.toast.success(MESSAGES.recoveryCodesRenewed);
            await reload();
          }}
        />
      ) : null}
      {codes ? <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} /> : null}
    </section>
  );
}
