import { object, string, type InferType, type StringSchema } from 'yup';
import { VERIFICATION_CODE_FIELDS } from '../constants';
import { MESSAGES } from '../messages';

/** Forgot password: the e-mail is required and must be valid (spec 1 section 5). */
export const recoveryEmailSchema = object({
  user_recover: string().trim().required(MESSAGES.required).email(MESSAGES.invalidEmail),
});

export type RecoveryEmailForm = InferType<typeof recoveryEmailSchema>;

// Each box holds one digit; a box without one counts as not filled in.
const codeDigit = (): StringSchema<string> =>
  string().required(MESSAGES.required).matches(/^\d$/, MESSAGES.required);

/** Verification code: five boxes ssn_1 .. ssn_5, one digit each, all required. */
export const verificationCodeSchema = object(
  Object.fromEntries(VERIFICATION_CODE_FIELDS.map((field) => [field, codeDigit()])) as Record<
    (typeof VERIFICATION_CODE_FIELDS)[number],
    StringSchema<string>
  >,
);

/** The five boxes joined in order, as the verification call sends them. */
export function joinVerificationCode(form: Partial<Record<string, string>>): string {
  return VERIFICATION_CODE_FIELDS.map((field) => form[field] ?? '').join('');
}
