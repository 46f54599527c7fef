import { NOTIFICATION_MESSAGES } from '@dpohub/domain';
import type { NotificationPreference, NotificationPreferencesUpdate } from '@dpohub/domain/wire';
import { Button, Modal, Spinner, useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import styles from './NotificationPreferences.module.css';

export const NOTIFICATION_PREFERENCES_PATH = '/user/notification-preferences';

/**
 * The e-mail preferences of the signed-in user, opened from the profile menu: one switch per
 * kind of notice they may receive (on by default), saved together.
 */
export function NotificationPreferencesDialog({ onClose }: { onClose: () => void }) {
  const shell = useShell();
  const [preferences, setPreferences] = useState<NotificationPreference[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    shell.http
      .get<NotificationPreference[]>(NOTIFICATION_PREFERENCES_PATH)
      .then((response) => active && setPreferences(response.data))
      .catch(() => {
        if (!active) return;
        shell.toast.warn(NOTIFICATION_MESSAGES.preferencesLoadFailed);
        onClose();
      });
    return () => {
      active = false;
    };
  }, [shell, onClose]);

  const toggle = (kind: string, enabled: boolean) =>
    setPreferences(
      (current) =>
        current?.map((preference) =>
          preference.kind === kind ? { ...preference, enabled } : preference,
        ) ?? null,
    );

  const save = async () => {
    if (!preferences) return;
    setSaving(true);
    try {
      const body: NotificationPreferencesUpdate = {
        preferences: preferences.map(({ kind, enabled }) => ({ kind, enabled })),
      };
      await shell.http.put(NOTIFICATION_PREFERENCES_PATH, body);
      shell.toast.success(NOTIFICATION_MESSAGES.preferencesSaved);
      onClose();
    } catch {
      // The http client already showed the error (spec 1 section 8).
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      size="small"
      title={NOTIFICATION_MESSAGES.sectionTitle}
      description={NOTIFICATION_MESSAGES.sectionHint}
      onClose={onClose}
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {NOTIFICATION_MESSAGES.cancel}
          </Button>
          <Button onClick={save} loading={saving} disabled={!preferences}>
            {NOTIFICATION_MESSAGES.save}
          </Button>
        </>
      }
    >
      {preferences ? (
        <ul className={styles.list}>
          {preferences.map((preference) => (
            <li key={preference.kind}>
              <label className={styles.item}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={preference.enabled}
                  onChange={(event) => toggle(preference.kind, event.target.checked)}
                />
                <span>{preference.label}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
