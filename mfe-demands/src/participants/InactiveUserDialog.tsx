import { CLIENT_REQUEST_LABELS, PARTICIPANT_MESSAGES } from '@dpohub/domain';
import { Button, Modal } from '@dpohub/shared-ui';
import type { ClientUser } from './participant-types';

const LABELS = CLIENT_REQUEST_LABELS.participants;

/** Spec 2 section 5: an inactive user cannot be added; a popup asks to reactivate them first. */
export function InactiveUserDialog({
  user,
  onClose,
}: {
  user: ClientUser | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={user !== null}
      title={LABELS.inactiveTitle}
      onClose={onClose}
      size="small"
      footer={<Button onClick={onClose}>{LABELS.inactiveOk}</Button>}
    >
      {user ? (
        <p>
          <strong>{user.name}</strong>: {PARTICIPANT_MESSAGES.inactiveUser}
        </p>
      ) : null}
    </Modal>
  );
}
