import { CLIENT_REQUEST_LABELS, temporaryParticipantSchema } from '@dpohub/domain';
import { Button, Modal, TextField, useShell } from '@dpohub/shared-ui';
import { Formik } from 'formik';
import type { ClientUser, TemporaryParticipantPayload } from './participant-types';
import { createTemporaryParticipant } from './participants-api';
import styles from './Participants.module.css';

const LABELS = CLIENT_REQUEST_LABELS.participants;

const EMPTY: TemporaryParticipantPayload = { name: '', jobTitle: '', email: '', department: '' };

export interface TemporaryParticipantModalProps {
  open: boolean;
  /** The client of the new user when an admin creates it; null for client users. */
  clientId: number | null;
  onClose: () => void;
  /** The created user, to be added to the request's participants. */
  onCreated: (user: ClientUser) => void;
}

/**
 * 'Criar participante temporário' (spec 2 section 5): name, jobTitle, a valid email and
 * department are required. The server gives the user the participant role and an access e-mail.
 */
export function TemporaryParticipantModal({
  open,
  clientId,
  onClose,
  onCreated,
}: TemporaryParticipantModalProps) {
  const shell = useShell();
  const submit = async (values: TemporaryParticipantPayload) => {
    const payload = {
      name: values.name.trim(),
      jobTitle: values.jobTitle.trim(),
      email: values.email.trim(),
      department: values.department.trim(),
    };
    try {
      onCreated(await createTemporaryParticipant(shell.http, payload, clientId));
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
    }
  };
  return (
    <Formik initialValues={EMPTY} validationSchema={temporaryParticipantSchema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, resetForm }) => {
        const close = () => {
          resetForm();
          onClose();
        };
        return (
          <Modal open={open} title={LABELS.temporaryTitle} onClose={close}>
            {/* The modal is a portal inside the request form: its submit must not reach it. */}
            <form
              noValidate
              className={styles.modalForm}
              onSubmit={(event) => {
                event.stopPropagation();
                handleSubmit(event);
              }}
            >
              <TextField name="name" label={LABELS.name} required />
              <TextField name="jobTitle" label={LABELS.jobTitle} required />
              <TextField name="email" label={LABELS.email} type="email" required />
              <TextField name="department" label={LABELS.department} required />
              <div className={styles.modalButtons}>
                <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                  {CLIENT_REQUEST_LABELS.form.cancel}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {LABELS.create}
                </Button>
              </div>
            </form>
          </Modal>
        );
      }}
    </Formik>
  );
}
