import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { requiredText } from './form-schema';

/** New client: folder number 'Pasta' (digits only) and name required (spec 1 section 5). */
export const newClientSchema = v.object({
  // The input strips non-digits as typed, so anything else here is an empty field.
  id: v.pipe(requiredText(), v.regex(/^\d+$/, MESSAGES.required)),
  name: requiredText(),
  enableHoursBank: v.optional(v.boolean(MESSAGES.required), false),
});

export type NewClientForm = v.InferOutput<typeof newClientSchema>;
