import { MESSAGES } from '../messages';
import type { LoginRequest } from '../types/auth';

/**
 * Spec 1 section 5: userName and password are required. The same rule as `loginSchema`, without
 * a schema library: the sign-in form is every visitor's first screen and carries none.
 */
export function validateLogin(values: LoginRequest): Partial<Record<keyof LoginRequest, string>> {
  const errors: Partial<Record<keyof LoginRequest, string>> = {};
  if (!values.userName.trim()) errors.userName = MESSAGES.required;
  if (!values.password) errors.password = MESSAGES.required;
  return errors;
}
