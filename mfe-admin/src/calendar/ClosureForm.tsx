import {
  CALENDAR_LABELS,
  FIRM_CLOSURE_DESCRIPTION_MAX,
  MESSAGES,
  displayToApiDate,
} from '@dpohub/domain';
import { Button, DateField, TextField, useShell } from '@dpohub/shared-ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { addClosure } from './calendar-api';
import styles from './CalendarPage.module.css';

interface ClosureValues {
  inicio: string;
  fim: string;
  descricao: string;
}

const EMPTY: ClosureValues = { inicio: '', fim: '', descricao: '' };

function required(values: ClosureValues): Partial<ClosureValues> {
  const errors: Partial<ClosureValues> = {};
  if (!values.inicio.trim()) errors.inicio = MESSAGES.required;
  if (!values.descricao.trim()) errors.descricao = MESSAGES.required;
  return errors;
}

/** 'Novo fechamento': one day, or a period with its last day; the API checks the rest. */
export function ClosureForm({ onAdded }: { onAdded: () => void }) {
  const shell = useShell();
  const submit = async (values: ClosureValues, helpers: FormikHelpers<ClosureValues>) => {
    try {
      await addClosure(shell.http, {
        inicio: displayToApiDate(values.inicio) ?? values.inicio,
        fim: values.fim.trim() ? (displayToApiDate(values.fim) ?? values.fim) : null,
        descricao: values.descricao.trim(),
      });
    } catch {
      return; // the http client showed the server's message
    }
    shell.toast.success(CALENDAR_LABELS.closureAdded);
    helpers.resetForm();
    onAdded();
  };
  return (
    <Formik initialValues={EMPTY} validate={required} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.closureForm} noValidate aria-label={CALENDAR_LABELS.newClosure}>
          <DateField name="inicio" label={CALENDAR_LABELS.start} required />
          <DateField name="fim" label={CALENDAR_LABELS.end} />
          <TextField
            name="descricao"
            label={CALENDAR_LABELS.description}
            required
            maxLength={FIRM_CLOSURE_DESCRIPTION_MAX}
          />
          <div className={styles.formEnd}>
            <Button type="submit" loading={isSubmitting}>
              {CALENDAR_LABELS.add}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
