import { maskHoursHHHmm, maskHoursHHHmmss, maskHoursHHMM } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';

export type HoursFormat = 'HH:MM' | 'HHH:mm' | 'HHH:mm:ss';

/** The three hours formats of spec 2 section 9, each with its domain mask. */
const MASKS: Record<HoursFormat, { mask: (typed: string) => string; placeholder: string }> = {
  'HH:MM': { mask: maskHoursHHMM, placeholder: '00:00' },
  'HHH:mm': { mask: maskHoursHHHmm, placeholder: '000:00' },
  'HHH:mm:ss': { mask: maskHoursHHHmmss, placeholder: '000:00:00' },
};

export interface HoursFieldProps {
  name: string;
  label: ReactNode;
  format: HoursFormat;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/** Hours typed as digits, colons inserted; the value is the formatted text. */
export function HoursField({ format, ...props }: HoursFieldProps) {
  const { mask, placeholder } = MASKS[format];
  return <MaskedField {...props} mask={mask} placeholder={placeholder} />;
}
