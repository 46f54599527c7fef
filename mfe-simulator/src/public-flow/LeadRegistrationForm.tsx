import {
  CAPTCHA_CHALLENGE_PATH,
  LEAD_INFO_EMAIL_DEFAULT,
  MESSAGES,
  SIMULATOR_API_MESSAGES,
  isLettersOnlyName,
  sanitizeNameTyping,
} from '@dpohub/domain';
import type { LeadForm } from '@dpohub/domain';
import { Button, CheckboxField, TextField, useShell } from '@dpohub/shared-ui';
import { Form, Formik, validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikErrors } from 'formik';
import { lazy, Suspense, useState } from 'react';
import type { MouseEvent } from 'react';
import { CaptchaWidget } from '../captcha/CaptchaWidget';
import { LABELS } from '../labels';
import type { LegalText } from '../legal/LegalTextModal';
import styles from './PublicFlow.module.css';
import { storeLandingToken } from './landing-token';
import { registerLead } from './lead-api';

// The terms and the privacy notice load when the visitor first opens one of them.
const LegalTextModal = lazy(() =>
  import('../legal/LegalTextModal').then((m) => ({ default: m.LegalTextModal })),
);

const INITIAL_VALUES: LeadForm = {
  name: '',
  email: '',
  company: '',
  infoEmail: LEAD_INFO_EMAIL_DEFAULT,
  acceptedTerms: false,
};

// Spec 4 section 2.1: the name is flagged invalid live when it holds anything but letters,
// accents and spaces (typing already drops such characters; pasted or filled-in text may not).
function validateName(values: LeadForm) {
  return isLettersOnlyName(values.name) ? {} : { name: SIMULATOR_API_MESSAGES.leadNameInvalid };
}

// The schema library (yup, about 11 KB gzip) loads with the first validation, i.e. the first
// interaction with the form, not with the marketing page.
const loadLeadSchema = () => import('@dpohub/domain').then(({ leadSchema }) => leadSchema);

/** The lead schema, then the name rule on top, as Formik merges validationSchema and validate. */
async function validateLead(values: LeadForm): Promise<FormikErrors<LeadForm>> {
  const schema = await loadLeadSchema();
  const schemaErrors = await validateYupSchema(values, schema).then(
    () => ({}),
    (error: unknown) => yupToFormErrors<LeadForm>(error),
  );
  return { ...schemaErrors, ...validateName(values) };
}

export interface LeadRegistrationFormProps {
  /** Called once the lead token is stored. */
  onRegistered: () => void;
}

/** Lead registration (spec 4 section 2.1), the human check, then 'Simular agora!'. */
export function LeadRegistrationForm({ onRegistered }: LeadRegistrationFormProps) {
  const { http, toast } = useShell();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [legalText, setLegalText] = useState<LegalText | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaProblem, setCaptchaProblem] = useState<string | null>(null);
  // The human check (its widget is about 35 KB gzip) loads on the first interaction with the
  // form, so the marketing page shows a usable form without it.
  const [engaged, setEngaged] = useState(false);
  const [legalOpened, setLegalOpened] = useState(false);

  const submit = async (values: LeadForm) => {
    if (!captcha) {
      toast.warn(LABELS.lead.captchaPending);
      return;
    }
    const { name, email, company, infoEmail } = (await loadLeadSchema()).cast(values);
    let refused = false;
    try {
      const token = await registerLead(http, { name, email, company, infoEmail }, captcha);
      if (token === null) {
        refused = true;
        throw new Error('human check refused');
      }
      storeLandingToken(token);
      onRegistered();
    } catch {
      toast.error(MESSAGES.accessDenied);
      // A payload serves one registration: the visitor solves a fresh challenge to retry, and
      // the form says why the check starts over.
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
      setCaptchaProblem(refused ? LABELS.lead.captchaRefused : null);
    }
  };

  const openLegal = (text: LegalText) => (event: MouseEvent) => {
    event.preventDefault();
    setLegalOpened(true);
    setLegalText(text);
  };

  return (
    <>
      <Formik initialValues={INITIAL_VALUES} validate={validateLead} onSubmit={submit}>
        {({ values, isSubmitting }) => (
          <Form
            className={styles.form}
            noValidate
            aria-busy={isSubmitting}
            onFocus={() => setEngaged(true)}
            onPointerDown={() => setEngaged(true)}
          >
            <h3 className={styles.formHeading}>{LABELS.lead.heading}</h3>
            <TextField
              name="name"
              label={LABELS.lead.name}
              placeholder={LABELS.lead.placeholder}
              filter={sanitizeNameTyping}
              autoComplete="name"
              required
            />
            <TextField
              name="email"
              type="email"
              label={LABELS.lead.email}
              placeholder={LABELS.lead.placeholder}
              autoComplete="email"
              required
            />
            <TextField
              name="company"
              label={LABELS.lead.company}
              placeholder={LABELS.lead.placeholder}
              autoComplete="organization"
              required
            />
            <CheckboxField name="infoEmail" label={LABELS.lead.infoEmail} />
            <CheckboxField
              name="acceptedTerms"
              label={
                <>
                  {LABELS.lead.termsBefore}
                  <button type="button" className={styles.link} onClick={openLegal('termsOfUse')}>
                    {LABELS.lead.termsOfUse}
                  </button>
                  {LABELS.lead.termsBetween}
                  <button
                    type="button"
                    className={styles.link}
                    onClick={openLegal('privacyNotice')}
                  >
                    {LABELS.lead.privacyNotice}
                  </button>
                  {LABELS.lead.termsAfter}
                </>
              }
            />
            <div className={styles.captcha} aria-label={LABELS.lead.captcha} role="group">
              {engaged ? (
                <CaptchaWidget
                  key={captchaKey}
                  challengeUrl={`${http.defaults.baseURL ?? ''}${CAPTCHA_CHALLENGE_PATH}`}
                  onChange={(payload) => {
                    setCaptcha(payload);
                    if (payload) setCaptchaProblem(null);
                  }}
                  onProblem={(problem) => {
                    if (problem === 'error') setCaptchaProblem(LABELS.lead.captchaFailed);
                    if (problem === 'expired') setCaptchaProblem(LABELS.lead.captchaExpired);
                  }}
                />
              ) : null}
              {captchaProblem ? (
                <p className={styles.captchaProblem} role="alert">
                  {captchaProblem}
                </p>
              ) : null}
            </div>
            <Button type="submit" disabled={!values.acceptedTerms} loading={isSubmitting}>
              {LABELS.lead.submit}
            </Button>
          </Form>
        )}
      </Formik>
      {legalOpened ? (
        <Suspense fallback={null}>
          <LegalTextModal text={legalText} onClose={() => setLegalText(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
