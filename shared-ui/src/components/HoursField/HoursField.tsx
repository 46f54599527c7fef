import { maskHours, padHours, type HourDigits } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';

/** 'HH:MM' for a demand's hours (three hour digits from 100 hours), 'HHH:mm' for the hours bank. */
export type HoursFormat = 'HH:MM' | 'HHH:mm';

const HOUR_DIGITS: Record<HoursFormat, HourDigits> = { 'HH:MM': 2, 'HHH:mm': 3 };

export interface HoursFieldProps {
  name: string;
  label: ReactNode;
  format: HoursFormat;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/**
 * The one hours field: the domain's hours mask as it is typed (colon inserted or typed, up to
 * 999:59), the hours padded to the format's width on leaving; the value is the text.
 */
export function HoursField({ format, ...props }: HoursFieldProps) {
  const digits = HOUR_DIGITS[format];
  return (
    <MaskedField
      {...props}
      mask={(typed) => maskHours(typed, digits)}
      onLeave={(text) => padHours(text, digits)}
      placeholder={digits === 3 ? '000:00' : '00:00'}
    />
  );
}
