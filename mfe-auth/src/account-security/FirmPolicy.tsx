import { useEffect, useId, useState } from 'react';
import { ACCOUNT_SECURITY_LABELS, ACCOUNT_SECURITY_MESSAGES } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { fetchFirmSettings, saveFirmSettings } from './account-security-api';
import styles from './AccountSecurity.module.css';

/** Firm admins: require the second factor of firm staff and client administrators. */
export function FirmPolicy() {
  const shell = useShell();
  const id = useId();
  const [required, setRequired] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchFirmSettings(shell.http).then(
      (settings) => setRequired(settings.twoFactorRequired),
      () => undefined,
    );
  }, [shell.http]);

  const toggle = async (next: boolean) => {
    setSaving(true);
    try {
      const saved = await saveFirmSettings(shell.http, { twoFactorRequired: next });
      setRequired(saved.twoFactorRequired);
      shell.toast.success(ACCOUNT_SECURITY_MESSAGES.firmPolicySaved);
    } catch {
      // The http client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  if (required === null) return null;
  return (
    <fieldset className={styles.policy}>
      <legend>{ACCOUNT_SECURITY_LABELS.firmPolicyTitle}</legend>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={required}
          disabled={saving}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {ACCOUNT_SECURITY_LABELS.firmPolicy}
      </label>
    </fieldset>
  );
}
