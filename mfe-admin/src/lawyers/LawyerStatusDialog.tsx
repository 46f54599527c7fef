import { useState } from 'react';
import { ADMIN_MESSAGES, MESSAGES } from '@dpohub/domain';
import type { Lawyer } from '@dpohub/domain';
import { ConfirmDialog, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { updateLawyer } from './lawyers-api';

export interface LawyerStatusDialogProps {
  /** The lawyer whose status is about to flip; null keeps the dialog closed. */
  lawyer: Lawyer | null;
  onClose: () => void;
  onChanged: () => void;
}

/** The confirm modal behind the Ativo/Inativo badge (spec 1 sections 2.10 and 4). */
export function LawyerStatusDialog({ lawyer, onClose, onChanged }: LawyerStatusDialogProps) {
  const { http, toast } = useShell();
  const [saving, setSaving] = useState(false);
  const activate = lawyer ? !lawyer.status : false;

  const confirm = async () => {
    if (!lawyer) return;
    setSaving(true);
    try {
      await updateLawyer(http, { ...lawyer, status: activate });
      toast.success(MESSAGES.lawyerStatusChanged);
      onChanged();
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
    } finally {
      setSaving(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={lawyer !== null}
      title={LABELS.lawyers.confirmTitle}
      text={lawyer ? ADMIN_MESSAGES.confirmLawyerStatus(lawyer.name, activate) : null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      loading={saving}
      danger={!activate}
    />
  );
}
