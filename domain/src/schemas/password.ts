import { object, ref, string } from 'yup';
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
