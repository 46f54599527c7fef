import { object, ref, string, type InferType } from 'yup';
import { MESSAGES } from '../messages';
import { isStrongPassword } from './password-rules';

const strongPassword = () =>
  string()
    .required(MESSAGES.required)
    .test('password-rules', MESSAGES.passwordRules, (value) => isStrongPassword(value));

const confirmationOf = (field: string) =>
  string()
    .required(MESSAGES.required)
    .oneOf([ref(field)], MESSAGES.passwordsDiffer);

/** New password after recovery: password and password_confirm (spec 1 sections 2.3 and 5). */
export const newPasswordSchema = object({
  password: strongPassword(),
  password_confirm: confirmationOf('password'),
});

/**
 * Change password: current, new and confirmation, all required (spec 1 sections 2.4 and 5); the
 * new one differs from the current one (platform m1).
 */
export const changePasswordSchema = object({
  oldPassword: string().required(MESSAGES.required),
  newPassword: strongPassword().notOneOf([ref('oldPassword')], MESSAGES.newPasswordSameAsCurrent),
  confirmPassword: confirmationOf('newPassword'),
});

export type ChangePasswordForm = InferType<typeof changePasswordSchema>;
