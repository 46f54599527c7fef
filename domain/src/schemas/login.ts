import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { requiredText } from './form-schema';

/** Spec 1 section 5: userName and password are required. */
export const loginSchema = v.object({
  userName: requiredText(),
  password: requiredText(MESSAGES.required, false),
});

export type LoginForm = v.InferOutput<typeof loginSchema>;
