import { boolean, object, string, type InferType } from 'yup';
import { MESSAGES } from '../messages';

/** New client: folder number 'Pasta' (digits only) and name required (spec 1 section 5). */
export const newClientSchema = object({
  // The input strips non-digits as typed, so anything else here is an empty field.
  id: string().trim().required(MESSAGES.required).matches(/^\d+$/, MESSAGES.required),
  name: string().trim().required(MESSAGES.required),
  enableHoursBank: boolean().required().default(false),
});

export type NewClientForm = InferType<typeof newClientSchema>;
