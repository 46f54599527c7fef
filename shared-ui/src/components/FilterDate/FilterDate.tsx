import { MESSAGES, isValidDisplayDate, maskDisplayDate } from '@dpohub/domain';
import { useId, useState } from 'react';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';

export interface FilterDateProps {
  label: string;
  /** The display text, dd/MM/yyyy as typed so far. */
  value: string;
  onChange: (value: string) => void;
  /** A message of the surrounding rule (a period), shown before the field's own. */
  error?: string;
  /** Marked required (an asterisk, aria-required), as a period's days are. */
  required?: boolean;
  /** Called when the user leaves the field. */
  onBlur?: () => void;
}

/**
 * A date filter outside any form (list pages carry no form library): dd/MM/yyyy kept by the
 * same digit mask as the form's DateField, and 'Formato de data inválida' under a typed day that
 * does not exist, once the user leaves the field.
 */
export function FilterDate({
  label,
  value,
  onChange,
  error: ruleError,
  onBlur,
  required,
}: FilterDateProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [left, setLeft] = useState(false);
  const error =
    ruleError ??
    (left && value !== '' && !isValidDisplayDate(value) ? MESSAGES.invalidDate : undefined);
  return (
    <FieldShell id={id} errorId={errorId} label={label} error={error} required={required}>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        className={fieldStyles.input}
        value={value}
        onChange={(event) => {
          setLeft(false);
          onChange(maskDisplayDate(event.target.value));
        }}
        onBlur={() => {
          setLeft(true);
          onBlur?.();
        }}
        aria-required={required || undefined}
        {...inputAria(error, errorId)}
      />
    </FieldShell>
  );
}
