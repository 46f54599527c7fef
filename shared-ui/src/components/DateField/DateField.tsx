import { MESSAGES, isValidDisplayDate, maskDisplayDate } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /**
   * Whether the field words an impossible day itself ('Formato de data inválida'); false when
   * the form's schema has its own message for it (the export period's 'Período inválido!').
   */
  checkDay?: boolean;
}

// An empty date is the schema's business (required or not); a typed one must be a real day.
function validateDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return isValidDisplayDate(value) ? undefined : MESSAGES.invalidDate;
}

/**
 * dd/MM/yyyy, kept by the same digit mask as every other masked field (domain's
 * maskDisplayDate); the value is the display text (send it with displayToApiDate).
 */
export function DateField({ checkDay = true, ...props }: DateFieldProps) {
  return (
    <MaskedField
      {...props}
      mask={maskDisplayDate}
      validate={checkDay ? validateDate : undefined}
      placeholder="dd/mm/aaaa"
    />
  );
}
