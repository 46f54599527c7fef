import { boolean, object, string, type InferType } from 'yup';
import { LEAD_INFO_EMAIL_DEFAULT } from '../constants';
import { MESSAGES } from '../messages';

/**
 * Public lead registration (spec 4 section 5): trimmed name, e-mail containing '@', company,
 * the e-mail opt-in (on by default) and the mandatory terms checkbox.
 */
export const leadSchema = object({
  name: string().trim().required(MESSAGES.leadNameRequired),
  email: string()
    .trim()
    .required(MESSAGES.leadEmailRequired)
    .test('has-at', MESSAGES.leadEmailRequired, (value) => (value ?? '').includes('@')),
  company: string().trim().required(MESSAGES.leadCompanyRequired),
  infoEmail: boolean().required().default(LEAD_INFO_EMAIL_DEFAULT),
  // The submit button stays disabled until it is ticked, so no message is ever shown for it.
  acceptedTerms: boolean().required().oneOf([true]),
});

export type LeadForm = InferType<typeof leadSchema>;
