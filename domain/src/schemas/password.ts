import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { fieldRule, requiredText } from './form-schema';
import { isStrongPassword } from './password-rules';

// A password keeps its spaces: they are characters of it.
const strongPassword = () =>
  v.pipe(
    requiredText(MESSAGES.required, false),
    v.check((value) => isStrongPassword(value), MESSAGES.passwordRules),
  );

/** New password after recovery: password and password_confirm (spec 1 sections 2.3 and 5). */
export const newPasswordSchema = v.pipe(
  v.object({
    password: strongPassword(),
    password_confirm: requiredText(MESSAGES.required, false),
  }),
  fieldRule(
    'password_confirm',
    MESSAGES.passwordsDiffer,
    (values) => !values.password_confirm || values.password_confirm === values.password,
  ),
);
