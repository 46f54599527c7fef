import { Form, Formik } from 'formik';
import { ADMIN_MESSAGES, NAME_MAX_LENGTH, newClientSchema, formValidator } from '@dpohub/domain';
import type { Client } from '@dpohub/domain';
import { Button, CheckboxField, Spinner, TextField, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { saveClient } from './client-functions-api';
import styles from './ClientsPage.module.css';
import { useClient } from './use-client';

export interface ClientDetailsFormProps {
  clientId: number;
  /** After a save, with the client as the server keeps it (the picker shows the new name). */
  onSaved: (client: Client) => void;
}

/**
 * The chosen client's name and 'Controle de Horas', editable after creation (platform m13):
 * GET and PUT /client/{id}, firm admins only.
 */
export function ClientDetailsForm({ clientId, onSaved }: ClientDetailsFormProps) {
  const shell = useShell();
  const [client, setClient] = useClient(clientId);

  if (!client) return <Spinner label={LABELS.clients.loadingDetails} showLabel />;

  return (
    <Formik
      key={client.id}
      initialValues={{
        id: String(client.id),
        name: client.name,
        enableHoursBank: client.enableHoursBank,
      }}
      validate={formValidator(newClientSchema)}
      onSubmit={async (values) => {
        try {
          const saved = await saveClient(shell.http, {
            id: client.id,
            name: values.name.trim(),
            enableHoursBank: values.enableHoursBank,
          });
          setClient(saved);
          shell.toast.success(ADMIN_MESSAGES.clientSaved);
          onSaved(saved);
        } catch {
          // The http client showed the server's message.
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.details} noValidate aria-label={LABELS.clients.details}>
          <fieldset className={styles.functions}>
            <legend className={styles.legend}>{LABELS.clients.details}</legend>
            <TextField
              name="name"
              label={LABELS.clients.name}
              required
              maxLength={NAME_MAX_LENGTH}
            />
            <CheckboxField
              name="enableHoursBank"
              label={LABELS.clients.hoursControl}
              variant="switch"
            />
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" loading={isSubmitting}>
              {LABELS.clients.saveDetails}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
