import { useEffect, useState } from 'react';
import { Form, Formik } from 'formik';
import { AGENT_PROFILE_MESSAGES, MESSAGES, PROFILE_TEXT_MAX_LENGTH } from '@dpohub/domain';
import { Button, LABELS, Modal, Spinner, TextField, useShell } from '@dpohub/shared-ui';
import styles from './AssessmentList.module.css';

export interface IdentificationDialogProps {
  title: string;
  hint: string;
  /** The fields, in order, with their labels. */
  fields: readonly string[];
  labels: Readonly<Record<string, string>>;
  /** GET reads the identification (and whether the user may change it), PUT saves it. */
  url: string;
  onClose: () => void;
}

type Values = Record<string, string>;

/**
 * The identifications the documents print (issue 28): the client as agent of its processing
 * operations (the register's first columns) and the firm on the dossiers. Loaded when opened,
 * saved with PUT; a user who may not change it reads it.
 */
export function IdentificationDialog({
  title,
  hint,
  fields,
  labels,
  url,
  onClose,
}: IdentificationDialogProps) {
  const { http, toast } = useShell();
  const [values, setValues] = useState<Values | null>(null);
  const [editable, setEditable] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let alive = true;
    http
      .get<Values & { editable?: boolean }>(url, { skipErrorToast: true })
      .then(({ data }) => {
        if (!alive) return;
        setValues(Object.fromEntries(fields.map((field) => [field, data[field] ?? ''])));
        setEditable(data.editable ?? true);
      })
      .catch((error: unknown) => {
        console.error(`GET ${url} failed`, error);
        if (alive) {
          toast.error(MESSAGES.loadError);
          onClose();
        }
      });
    return () => {
      alive = false;
    };
  }, [http, url, fields, toast, onClose]);

  const save = async (next: Values) => {
    setSaving(true);
    try {
      await http.put(url, next);
      toast.success(AGENT_PROFILE_MESSAGES.saved);
      onClose();
    } catch (error) {
      // The shell's client shows the server's message (spec 1 section 8).
      console.error(`PUT ${url} failed`, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} description={hint} onClose={onClose} size="medium">
      {values ? (
        <Formik initialValues={values} onSubmit={(next) => save(next)}>
          <Form className={styles.identification}>
            {fields.map((field) => (
              <TextField
                key={field}
                name={field}
                label={labels[field] ?? field}
                disabled={!editable}
                maxLength={PROFILE_TEXT_MAX_LENGTH}
              />
            ))}
            <div className={styles.dialogButtons}>
              <Button variant="secondary" onClick={onClose} disabled={saving}>
                {LABELS.close}
              </Button>
              {editable ? (
                <Button type="submit" loading={saving}>
                  {LABELS.save}
                </Button>
              ) : null}
            </div>
          </Form>
        </Formik>
      ) : (
        <Spinner showLabel />
      )}
    </Modal>
  );
}
