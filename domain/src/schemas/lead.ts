import * as v from 'valibot';
import { LEAD_INFO_EMAIL_DEFAULT } from '../constants';
import { MESSAGES } from '../messages';
import { requiredText } from './form-schema';

/**
 * Public lead registration (spec 4 section 5): trimmed name, e-mail containing '@', company,
 * the e-mail opt-in (on by default) and the mandatory terms checkbox.
 */
export const leadSchema = v.object({
  name: requiredText(MESSAGES.leadNameRequired),
  email: v.pipe(
    requiredText(MESSAGES.leadEmailRequired),
    v.includes('@', MESSAGES.leadEmailRequired),
  ),
  company: requiredText(MESSAGES.leadCompanyRequired),
  infoEmail: v.optional(v.boolean(MESSAGES.required), LEAD_INFO_EMAIL_DEFAULT),
  // The submit button stays disabled until it is ticked, so no message is ever shown for it.
  acceptedTerms: v.pipe(v.boolean(MESSAGES.required), v.value(true, MESSAGES.required)),
});

export type LeadForm = v.InferOutput<typeof leadSchema>;
