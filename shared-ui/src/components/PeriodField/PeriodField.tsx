import { maskPeriod } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';

export interface PeriodFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A month, MM/yyyy (spec 1 section 2.7); the value is the formatted text. */
export function PeriodField(props: PeriodFieldProps) {
  return <MaskedField {...props} mask={maskPeriod} placeholder="MM/AAAA" />;
}
