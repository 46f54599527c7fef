import {
  CAPTCHA_CHALLENGE_PATH,
  LEAD_INFO_EMAIL_DEFAULT,
  MESSAGES,
  SIMULATOR_API_MESSAGES,
  isLettersOnlyName,
  leadSchema,
  sanitizeNameTyping,
} from '@dpohub/domain';
import type { LeadForm } from '@dpohub/domain';
import { Button, CheckboxField, TextField, useShell } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { CaptchaWidget } from '../captcha/CaptchaWidget';
import { LABELS } from '../labels';
import { LegalTextModal } from '../legal/LegalTextModal';
import type { LegalText } from '../legal/LegalTextModal';
import styles from './PublicFlow.module.css';
import { storeLandingToken } from './landing-token';
import { registerLead } from './lead-api';

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

  const submit = async (values: LeadForm) => {
    if (!captcha) {
      toast.warn(LABELS.lead.captchaPending);
      return;
    }
    const { name, email, company, infoEmail } = leadSchema.cast(values);
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
    setLegalText(text);
  };

  return (
    <>
      <Formik
        initialValues={INITIAL_VALUES}
        validationSchema={leadSchema}
        validate={validateName}
        onSubmit={submit}
      >
        {({ values, isSubmitting }) => (
          <Form className={styles.form} noValidate aria-busy={isSubmitting}>
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
      <LegalTextModal text={legalText} onClose={() => setLegalText(null)} />
    </>
  );
}
