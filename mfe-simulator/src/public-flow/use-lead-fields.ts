import { LEAD_INFO_EMAIL_DEFAULT, SIMULATOR_API_MESSAGES, isLettersOnlyName } from '@dpohub/domain';
import type { LeadForm } from '@dpohub/domain';
import { useId, useRef, useState } from 'react';

type Field = keyof LeadForm;
type LeadErrors = Partial<Record<Field, string>>;

/** In the order of the screen: a refused submit focuses the first invalid one. */
const FIELDS: readonly Field[] = ['name', 'email', 'company', 'infoEmail', 'acceptedTerms'];
const ALL_TOUCHED: Record<Field, boolean> = {
  name: true,
  email: true,
  company: true,
  infoEmail: true,
  acceptedTerms: true,
};

const INITIAL_VALUES: LeadForm = {
  name: '',
  email: '',
  company: '',
  infoEmail: LEAD_INFO_EMAIL_DEFAULT,
  acceptedTerms: false,
};

// The form's rules (the lead schema, on valibot) load with the first validation, i.e. the first
// interaction with the form, not with the marketing page.
export const loadLeadRules = () =>
  import('@dpohub/domain').then(({ leadSchema, collectFieldErrors, formOutput }) => ({
    leadSchema,
    collectFieldErrors,
    formOutput,
  }));

/**
 * The lead schema's first message per field, then the name rule on top: spec 4 section 2.1, the
 * name is flagged invalid live when it holds anything but letters, accents and spaces (typing
 * already drops such characters; pasted or filled-in text may not).
 */
async function validateLead(values: LeadForm): Promise<LeadErrors> {
  const { leadSchema, collectFieldErrors } = await loadLeadRules();
  const errors: LeadErrors = collectFieldErrors(leadSchema, values);
  if (!isLettersOnlyName(values.name)) errors.name = SIMULATOR_API_MESSAGES.leadNameInvalid;
  return errors;
}

/**
 * The five fields' values, messages and touched flags, held here without a form library, with
 * the form rules of the other screens: a field's message shows once it was left or a submit was
 * tried, and typing in it clears it until the next validation.
 */
export function useLeadFields() {
  const ids: Record<Field, string> = {
    name: useId(),
    email: useId(),
    company: useId(),
    infoEmail: useId(),
    acceptedTerms: useId(),
  };
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // Validation is asynchronous (the rules load on first use): only the latest result counts.
  const validation = useRef(0);

  const validate = async (current: LeadForm) => {
    const run = ++validation.current;
    const found = await validateLead(current);
    if (run === validation.current) setErrors(found);
    return found;
  };

  const change =
    <F extends Field>(field: F) =>
    (value: LeadForm[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  const blur = (field: Field) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
    void validate(values);
  };
  const shownError = (field: Field) => (touched[field] ? errors[field] : undefined);

  /** Shows every message; true when the form may be sent, else focuses the first to fix. */
  const validateForSubmit = async () => {
    setTouched(ALL_TOUCHED);
    const found = await validate(values);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) document.getElementById(ids[firstInvalid])?.focus();
    return firstInvalid === undefined;
  };

  return { ids, values, change, blur, shownError, validateForSubmit };
}
