import * as v from 'valibot';
import { VERIFICATION_CODE_FIELDS } from '../constants';
import { MESSAGES } from '../messages';
import { emailFormat, requiredText } from './form-schema';

/** Forgot password: the e-mail is required and must be valid (spec 1 section 5). */
export const recoveryEmailSchema = v.object({
  user_recover: v.pipe(requiredText(), emailFormat(MESSAGES.invalidEmail)),
});

export type RecoveryEmailForm = v.InferOutput<typeof recoveryEmailSchema>;

// Each box holds one digit; a box without one counts as not filled in.
const codeDigit = () =>
  v.pipe(requiredText(MESSAGES.required, false), v.regex(/^\d$/, MESSAGES.required));

/** Verification code: five boxes ssn_1 .. ssn_5, one digit each, all required. */
export const verificationCodeSchema = v.object(
  Object.fromEntries(VERIFICATION_CODE_FIELDS.map((field) => [field, codeDigit()])) as Record<
    (typeof VERIFICATION_CODE_FIELDS)[number],
    ReturnType<typeof codeDigit>
  >,
);

/** The five boxes joined in order, as the verification call sends them. */
export function joinVerificationCode(form: Partial<Record<string, string>>): string {
  return VERIFICATION_CODE_FIELDS.map((field) => form[field] ?? '').join('');
}
