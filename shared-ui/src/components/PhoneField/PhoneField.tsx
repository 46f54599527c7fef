import { formatPhone } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';

export interface PhoneFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** Brazilian phone, '(11) 91234-5678'; the value is the formatted text. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <MaskedField
      {...props}
      mask={formatPhone}
      inputMode="tel"
      placeholder="(00) 00000-0000"
      autoComplete="tel"
    />
  );
}
