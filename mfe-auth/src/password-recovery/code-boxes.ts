import { VERIFICATION_CODE_LENGTH } from '@dpohub/domain';
import type { VerificationCodeForm } from '@dpohub/domain';

/** The digits of a typed or pasted text, at most one per box. */
export function codeDigits(text: string): string[] {
  return text.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH).split('').filter(Boolean);
}

export const EMPTY_CODE: VerificationCodeForm = {
  ssn_1: '',
  ssn_2: '',
  ssn_3: '',
  ssn_4: '',
  ssn_5: '',
};
