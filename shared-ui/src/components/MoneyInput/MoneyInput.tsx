import { maskMoney, moneyInputOnBlur } from '@dpohub/domain';
import type { FocusEvent, InputHTMLAttributes } from 'react';
import fieldStyles from '../form/Field.module.css';

export interface MoneyInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** The text shown, in the one money mask ('1.234,5'). */
  value: string;
  /** Called with the masked text as it is typed, and with two decimals on leaving. */
  onValueChange: (text: string) => void;
  /** Digits before the comma; the default is what the server stores. */
  maxIntegerDigits?: number;
}

/**
 * The one money input of the portal: the R$ prefix and the domain's money mask, so '875' is
 * R$ 875,00 and '1.234,5' is R$ 1.234,50 in every money field (demands, hours bank, prices,
 * simulator); two decimals on leaving the field.
 */
export function MoneyInput({
  value,
  onValueChange,
  maxIntegerDigits,
  className,
  onBlur,
  ...input
}: MoneyInputProps) {
  return (
    <div className={fieldStyles.prefixed}>
      <span className={fieldStyles.prefix} aria-hidden="true">
        R$
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        {...input}
        className={className ?? fieldStyles.input}
        value={value}
        onChange={(event) => onValueChange(maskMoney(event.target.value, maxIntegerDigits))}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          onValueChange(moneyInputOnBlur(event.target.value));
          onBlur?.(event);
        }}
      />
    </div>
  );
}
