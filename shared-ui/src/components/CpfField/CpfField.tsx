import { formatCpf } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';

export interface CpfFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** CPF, '123.456.789-09'; the value is the formatted text. */
export function CpfField(props: CpfFieldProps) {
  return <MaskedField {...props} mask={formatCpf} placeholder="000.000.000-00" />;
}
