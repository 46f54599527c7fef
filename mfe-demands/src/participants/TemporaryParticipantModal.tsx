import {
  CLIENT_REQUEST_LABELS,
  temporaryParticipantSchema,
  type TemporaryParticipantFields,
  formValidator,
} from '@dpohub/domain';
import { Button, Modal, TextField } from '@dpohub/shared-ui';
import { Formik, type FormikHelpers } from 'formik';
import styles from './Participants.module.css';

const LABELS = CLIENT_REQUEST_LABELS.participants;

const EMPTY: TemporaryParticipantFields = { name: '', jobTitle: '', email: '', department: '' };

export interface TemporaryParticipantModalProps {
  open: boolean;
  onClose: () => void;
  /** Adds the person to the form; false keeps the modal open (the reason was shown). */
  onAdd: (person: TemporaryParticipantFields) => boolean;
}

/**
 * 'Criar participante temporário' (spec 2 section 5): name, jobTitle, a valid email and
 * department are required. Nothing is sent here: the request's save creates the account, with
 * the participant role, and e-mails the invitation that names the request (demands m5).
 */
export function TemporaryParticipantModal({
  open,
  onClose,
  onAdd,
}: TemporaryParticipantModalProps) {
  const submit = (
    values: TemporaryParticipantFields,
    { resetForm }: FormikHelpers<TemporaryParticipantFields>,
  ) => {
    const added = onAdd({
      name: values.name.trim(),
      jobTitle: values.jobTitle.trim(),
      email: values.email.trim(),
      department: values.department.trim(),
    });
    if (added) resetForm();
  };
  return (
    <Formik
      initialValues={EMPTY}
      validate={formValidator(temporaryParticipantSchema)}
      onSubmit={submit}
    >
      {({ handleSubmit, resetForm }) => {
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
              <p className={styles.hint}>{LABELS.temporaryHint}</p>
              <TextField name="name" label={LABELS.name} required />
              <TextField name="jobTitle" label={LABELS.jobTitle} required />
              <TextField name="email" label={LABELS.email} type="email" required />
              <TextField name="department" label={LABELS.department} required />
              <div className={styles.modalButtons}>
                <Button variant="secondary" onClick={close}>
                  {CLIENT_REQUEST_LABELS.form.cancel}
                </Button>
                <Button type="submit">{LABELS.create}</Button>
              </div>
            </form>
          </Modal>
        );
      }}
    </Formik>
  );
}
