import { formatDecimalBR, parseBRL } from '@dpohub/domain';
import { useState, type ReactNode } from 'react';
import { FieldShell, inputAria } from '../form/FieldShell';
import { useFormField } from '../form/use-form-field';
import { MoneyInput } from '../MoneyInput/MoneyInput';

export interface CurrencyFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Digits before the comma; the default is what the server stores. */
  maxIntegerDigits?: number;
  /** Called when the user types (e.g. a value typed by hand is no longer calculated). */
  onTyped?: () => void;
}

/**
 * Brazilian reais in a form: the one money mask ('875' is R$ 875,00, '1.234,5' is R$ 1.234,50);
 * the value is the number (1234.5), null when empty. What is being typed stays as typed ('1.234,')
 * until the field is left.
 */
export function CurrencyField({
  name,
  label,
  required,
  disabled,
  hint,
  maxIntegerDigits,
  onTyped,
}: CurrencyFieldProps) {
  const field = useFormField<number | null>(name);
  const [typing, setTyping] = useState<string | null>(null);
  const shown =
    typing ??
    (field.value === null || field.value === undefined ? '' : formatDecimalBR(field.value));
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={label}
      error={field.error}
      hint={hint}
      required={required}
    >
      <MoneyInput
        id={field.id}
        name={name}
        value={shown}
        maxIntegerDigits={maxIntegerDigits}
        aria-required={required || undefined}
        disabled={disabled}
        onValueChange={(text) => {
          if (text !== shown) onTyped?.();
          setTyping(text);
          field.change(parseBRL(text));
        }}
        onBlur={() => {
          setTyping(null);
          field.blur();
        }}
        {...inputAria(field.error, field.errorId)}
      />
    </FieldShell>
  );
}
