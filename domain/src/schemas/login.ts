import { object, string, type InferType } from 'yup';
import { MESSAGES } from '../messages';

/** Spec 1 section 5: userName and password are required. */
export const loginSchema = object({
  userName: string().trim().required(MESSAGES.required),
  password: string().required(MESSAGES.required),
});

export type LoginForm = InferType<typeof loginSchema>;
