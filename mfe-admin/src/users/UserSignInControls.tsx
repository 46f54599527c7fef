import { useCallback, useEffect, useState } from 'react';
import {
  ACCOUNT_SECURITY_LABELS as LABELS,
  ACCOUNT_SECURITY_MESSAGES as MESSAGES,
} from '@dpohub/domain';
import type { UserAccountSecurity } from '@dpohub/domain/wire';
import { Button, ConfirmDialog, useShell } from '@dpohub/shared-ui';
import styles from './UserForm.module.css';

type Pending = 'reset' | 'end' | null;

/**
 * The firm admin's controls over a user's sign-in, on the user's page: reset a lost second
 * factor (the user is e-mailed) and end every session of the user.
 */
export function UserSignInControls({ userId }: { userId: number }) {
  const shell = useShell();
  const [state, setState] = useState<UserAccountSecurity | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(
    () =>
      shell.http.get<UserAccountSecurity>(`/user/${userId}/account-security`).then(
        (response) => setState(response.data),
        () => undefined,
      ),
    [shell.http, userId],
  );
  useEffect(() => void reload(), [reload]);

  const confirm = async () => {
    setBusy(true);
    try {
      if (pending === 'reset') {
        await shell.http.post(`/user/${userId}/two-factor/reset`);
        shell.toast.success(MESSAGES.twoFactorReset);
      } else {
        await shell.http.post(`/user/${userId}/sessions/end`);
        shell.toast.success(MESSAGES.userSessionsEnded);
      }
      await reload();
    } catch {
      // The http client showed the server's message.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  if (!state) return null;
  return (
    <div className={styles.buttons}>
      {state.twoFactorEnabled ? (
        <Button variant="secondary" onClick={() => setPending('reset')}>
          {LABELS.resetTwoFactor}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        disabled={state.activeSessions === 0}
        onClick={() => setPending('end')}
      >
        {LABELS.endUserSessions}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title={pending === 'reset' ? LABELS.resetTwoFactor : LABELS.endUserSessions}
        text={pending === 'reset' ? LABELS.resetTwoFactorConfirm : LABELS.endUserSessionsConfirm}
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
