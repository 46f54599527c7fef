import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, MESSAGES } from '@dpohub/domain';
import { ConfirmDialog, useShell } from '@dpohub/shared-ui';
import { USERS_LIST_PATH, setUserEnabled } from './users-api';

export interface UserStatusTarget {
  id: number;
  enabled: boolean;
  name: string;
  username: string;
}

export interface UserStatusDialogProps {
  /** The user whose status is about to flip; null keeps the dialog closed. */
  target: UserStatusTarget | null;
  onClose: () => void;
  /** After the server changed the status (the users list refreshes by itself). */
  onChanged?: (enabled: boolean) => void;
}

/**
 * Asks 'Você realmente deseja desativar o usuário?' (or ativar) and flips the status through
 * DELETE /user/{id}?enabled= (spec 1 section 4), used by the list's row menu and the form;
 * the users list's cached pages are then asked again.
 */
export function UserStatusDialog({ target, onClose, onChanged }: UserStatusDialogProps) {
  const { http, toast } = useShell();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const activate = target ? !target.enabled : false;

  const confirm = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await setUserEnabled(http, target.id, activate);
      void queryClient.invalidateQueries({ queryKey: [USERS_LIST_PATH] });
      toast.success(MESSAGES.statusChanged);
      onChanged?.(activate);
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
    } finally {
      setSaving(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={MESSAGES.confirmUserStatus(activate)}
      text={target ? ADMIN_MESSAGES.userStatusSubject(target.name, target.username) : null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      loading={saving}
      danger={!activate}
    />
  );
}
