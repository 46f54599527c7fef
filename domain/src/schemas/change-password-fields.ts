import { MESSAGES } from '../messages';
import { isStrongPassword } from './password-rules';

export interface ChangePasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (spec 1 sections 2.4 and 5): the three fields required; the new one differs
 * from the current one (platform m1) and follows the password rules; the confirmation repeats
 * it. Read without a schema library, so the page carries none (change-password-fields.test.ts).
 */
export function validateChangePassword(
  values: ChangePasswordFields,
): Partial<Record<keyof ChangePasswordFields, string>> {
  const errors: Partial<Record<keyof ChangePasswordFields, string>> = {};
  const { oldPassword, newPassword, confirmPassword } = values;
  if (!oldPassword) errors.oldPassword = MESSAGES.required;
  if (!newPassword) errors.newPassword = MESSAGES.required;
  else if (newPassword === oldPassword) errors.newPassword = MESSAGES.newPasswordSameAsCurrent;
  else if (!isStrongPassword(newPassword)) errors.newPassword = MESSAGES.passwordRules;
  if (!confirmPassword) errors.confirmPassword = MESSAGES.required;
  else if (confirmPassword !== newPassword) errors.confirmPassword = MESSAGES.passwordsDiffer;
  return errors;
}
