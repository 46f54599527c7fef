import {
  CALENDAR_LABELS,
  FIRM_CLOSURE_DESCRIPTION_MAX,
  MESSAGES,
  displayToApiDate,
  isValidDisplayDate,
} from '@dpohub/domain';
import { Button, FilterDate, TextInput, useShell } from '@dpohub/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import { addClosure } from './calendar-api';
import styles from './CalendarPage.module.css';

interface ClosureValues {
  inicio: string;
  fim: string;
  descricao: string;
}
type Field = keyof ClosureValues;

const EMPTY: ClosureValues = { inicio: '', fim: '', descricao: '' };

// The start and the description are required, a typed day must exist; the API checks the rest.
function closureErrors(values: ClosureValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.inicio.trim()) errors.inicio = MESSAGES.required;
  else if (!isValidDisplayDate(values.inicio)) errors.inicio = MESSAGES.invalidDate;
  if (values.fim.trim() && !isValidDisplayDate(values.fim)) errors.fim = MESSAGES.invalidDate;
  if (!values.descricao.trim()) errors.descricao = MESSAGES.required;
  return errors;
}

/**
 * 'Novo fechamento': one day, or a period with its last day. Three fields held here without a
 * form library (the calendar page's first visit carries none): a message shows once the field
 * was left or an add was tried, and typing in it hides it until then.
 */
export function ClosureForm({ onAdded }: { onAdded: () => void }) {
  const shell = useShell();
  const descriptionId = useId();
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors = closureErrors(values);
  const shownError = (field: Field) => (shown[field] ? errors[field] : undefined);
  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShown((current) => ({ ...current, [field]: false }));
  };
  const leave = (field: Field) => () => setShown((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown({ inicio: true, fim: true, descricao: true });
    if (submitting || Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await addClosure(shell.http, {
        inicio: displayToApiDate(values.inicio) ?? values.inicio,
        fim: values.fim.trim() ? (displayToApiDate(values.fim) ?? values.fim) : null,
        descricao: values.descricao.trim(),
      });
    } catch {
      return; // the http client showed the server's message
    } finally {
      setSubmitting(false);
    }
    shell.toast.success(CALENDAR_LABELS.closureAdded);
    setValues(EMPTY);
    setShown({});
    onAdded();
  };

  return (
    <form
      className={styles.closureForm}
      noValidate
      aria-label={CALENDAR_LABELS.newClosure}
      onSubmit={(event) => void submit(event)}
    >
      <FilterDate
        label={CALENDAR_LABELS.start}
        required
        value={values.inicio}
        onChange={change('inicio')}
        onBlur={leave('inicio')}
        error={shownError('inicio')}
      />
      <FilterDate
        label={CALENDAR_LABELS.end}
        value={values.fim}
        onChange={change('fim')}
        onBlur={leave('fim')}
        error={shownError('fim')}
      />
      <TextInput
        id={descriptionId}
        name="descricao"
        label={CALENDAR_LABELS.description}
        required
        maxLength={FIRM_CLOSURE_DESCRIPTION_MAX}
        value={values.descricao}
        onChange={change('descricao')}
        onBlur={leave('descricao')}
        error={shownError('descricao')}
      />
      <div className={styles.formEnd}>
        <Button type="submit" loading={submitting}>
          {CALENDAR_LABELS.add}
        </Button>
      </div>
    </form>
  );
}
