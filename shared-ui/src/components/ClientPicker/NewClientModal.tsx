import { MESSAGES, newClientSchema, onlyDigits, formValidator } from '@dpohub/domain';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { LABELS } from '../../labels';
import { isHttpError } from '../../contract/http';
import { useShell } from '../../platform/ShellProvider';
import { Button } from '../Button/Button';
import { CheckboxField } from '../CheckboxField/CheckboxField';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { createClient } from './client-api';
import styles from './ClientPicker.module.css';

interface NewClientValues {
  id: string;
  name: string;
  enableHoursBank: boolean;
}

export interface NewClientModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (clientId: number) => void;
}

const initialValues: NewClientValues = { id: '', name: '', enableHoursBank: false };

/** 'Novo Cliente': Pasta (digits only), Nome do Cliente, Controle de Horas (spec 1 section 2.7). */
export function NewClientModal({ open, onClose, onCreated }: NewClientModalProps) {
  const { http, toast } = useShell();
  const formId = useId();
  const [saving, setSaving] = useState(false);

  const submit = async (values: NewClientValues, helpers: FormikHelpers<NewClientValues>) => {
    setSaving(true);
    try {
      const id = Number(values.id);
      await createClient(http, {
        id,
        name: values.name.trim(),
        enableHoursBank: values.enableHoursBank,
      });
      toast.success(MESSAGES.clientCreated);
      onCreated(id);
      onClose();
    } catch (error) {
      // Spec 1 section 8: a failed creation only resets the loading state. A Pasta already in
      // use is the one failure the user can mend: it is said under the field (platform m2).
      const answer = isHttpError(error) ? error.response : undefined;
      const message = (answer?.data as { message?: unknown } | undefined)?.message;
      if (answer?.status === 409 && typeof message === 'string')
        helpers.setFieldError('id', message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={LABELS.newClient}
      onClose={onClose}
      size="small"
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {LABELS.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {LABELS.save}
          </Button>
        </>
      }
    >
      <Formik
        initialValues={initialValues}
        validate={formValidator(newClientSchema)}
        onSubmit={submit}
      >
        <Form id={formId} className={styles.form} noValidate>
          <TextField name="id" label={LABELS.clientFolder} required filter={onlyDigits} />
          <TextField name="name" label={LABELS.clientName} required />
          <CheckboxField name="enableHoursBank" label={LABELS.hoursControl} variant="switch" />
        </Form>
      </Formik>
    </Modal>
  );
}
