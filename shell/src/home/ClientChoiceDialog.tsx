import { MESSAGES } from '@dpohub/domain';
import { Button, ClientPicker, Modal, useShell } from '@dpohub/shared-ui';
import { useState } from 'react';
import { SHELL_LABELS } from '../shell-labels';

export interface ClientChoiceDialogProps {
  /** The card's title: the dialog says what opens next. */
  title: string;
  onClose: () => void;
  /** Called with the chosen client, already stored as the session's selected client. */
  onChosen: (clientId: number) => void;
}

/**
 * The client an admin works on before a client's page opens (spec 2 section 2.5 sends an admin
 * without a selected client back): the current choice is preselected.
 */
export function ClientChoiceDialog({ title, onClose, onChosen }: ClientChoiceDialogProps) {
  const { session } = useShell();
  const [client, setClient] = useState<number | null>(session.getSelectedClient());
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    if (client === null) {
      setProblem(MESSAGES.required);
      return;
    }
    session.setSelectedClient(client);
    onChosen(client);
  };

  return (
    <Modal
      open
      size="small"
      title={title}
      description={SHELL_LABELS.chooseClientIntro}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {SHELL_LABELS.cancel}
          </Button>
          <Button onClick={open}>{SHELL_LABELS.openClientPage}</Button>
        </>
      }
    >
      <ClientPicker
        value={client}
        onChange={(next) => {
          setClient(next);
          setProblem(null);
        }}
        allowCreate={false}
        required
        error={problem}
      />
    </Modal>
  );
}
