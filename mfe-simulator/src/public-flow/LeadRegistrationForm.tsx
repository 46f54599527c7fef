import { CAPTCHA_CHALLENGE_PATH, MESSAGES, sanitizeNameTyping } from '@dpohub/domain';
import type { LeadForm } from '@dpohub/domain';
import { Button, CheckboxInput, TextInput, useShell } from '@dpohub/shared-ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { CaptchaWidget } from '../captcha/CaptchaWidget';
import { LABELS } from '../labels';
import { Heading } from '../simulation/heading-level';
import type { LegalText } from '../legal/LegalTextModal';
import styles from './PublicFlow.module.css';
import { storeLandingToken } from './landing-token';
import { registerLead } from './lead-api';
import { loadLeadRules, useLeadFields } from './use-lead-fields';

// The terms and the privacy notice load when the visitor first opens one of them.
const LegalTextModal = lazy(() =>
  import('../legal/LegalTextModal').then((m) => ({ default: m.LegalTextModal })),
);

export interface LeadRegistrationFormProps {
  /** Called once the lead token is stored. */
  onRegistered: () => void;
}

/**
 * Lead registration (spec 4 section 2.1), the human check, then 'Simular agora!'. The fields
 * hold their own state (useLeadFields), so the marketing page carries no form library.
 */
export function LeadRegistrationForm({ onRegistered }: LeadRegistrationFormProps) {
  const { http, toast } = useShell();
  const { ids, values, change, blur, shownError, validateForSubmit } = useLeadFields();
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [legalText, setLegalText] = useState<LegalText | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaProblem, setCaptchaProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  // The message comes with the 'Acesso negado!' toast, which sits at the bottom left: brought to
  // the middle of the screen, the message is never under it (platform m22).
  useEffect(() => {
    if (captchaProblem) problemRef.current?.scrollIntoView({ block: 'center' });
  }, [captchaProblem]);
  // The human check (its widget is about 35 KB gzip) loads on the first interaction with the
  // form, so the marketing page shows a usable form without it.
  const [engaged, setEngaged] = useState(false);
  const [legalOpened, setLegalOpened] = useState(false);

  const register = async (form: LeadForm) => {
    if (!captcha) {
      toast.warn(LABELS.lead.captchaPending);
      return;
    }
    const rules = await loadLeadRules();
    const { name, email, company, infoEmail } = rules.formOutput(rules.leadSchema, form);
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      if (await validateForSubmit()) await register(values);
    } finally {
      setSubmitting(false);
    }
  };

  const openLegal = (text: LegalText) => (event: MouseEvent) => {
    event.preventDefault();
    setLegalOpened(true);
    setLegalText(text);
  };

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
        onFocus={() => setEngaged(true)}
        onPointerDown={() => setEngaged(true)}
      >
        <Heading depth={1} className={styles.formHeading}>
          {LABELS.lead.heading}
        </Heading>
        <TextInput
          id={ids.name}
          name="name"
          label={LABELS.lead.name}
          placeholder={LABELS.lead.placeholder}
          autoComplete="name"
          required
          value={values.name}
          error={shownError('name')}
          onChange={(typed) => change('name')(sanitizeNameTyping(typed))}
          onBlur={blur('name')}
        />
        <TextInput
          id={ids.email}
          name="email"
          type="email"
          label={LABELS.lead.email}
          placeholder={LABELS.lead.placeholder}
          autoComplete="email"
          required
          value={values.email}
          error={shownError('email')}
          onChange={change('email')}
          onBlur={blur('email')}
        />
        <TextInput
          id={ids.company}
          name="company"
          label={LABELS.lead.company}
          placeholder={LABELS.lead.placeholder}
          autoComplete="organization"
          required
          value={values.company}
          error={shownError('company')}
          onChange={change('company')}
          onBlur={blur('company')}
        />
        <CheckboxInput
          id={ids.infoEmail}
          name="infoEmail"
          label={LABELS.lead.infoEmail}
          checked={values.infoEmail}
          error={shownError('infoEmail')}
          onChange={change('infoEmail')}
          onBlur={blur('infoEmail')}
        />
        <CheckboxInput
          id={ids.acceptedTerms}
          name="acceptedTerms"
          checked={values.acceptedTerms}
          error={shownError('acceptedTerms')}
          onChange={change('acceptedTerms')}
          onBlur={blur('acceptedTerms')}
          label={
            <>
              {LABELS.lead.termsBefore}
              <button type="button" className={styles.link} onClick={openLegal('termsOfUse')}>
                {LABELS.lead.termsOfUse}
              </button>
              {LABELS.lead.termsBetween}
              <button type="button" className={styles.link} onClick={openLegal('privacyNotice')}>
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
              challengeUrl={`${http.baseURL}${CAPTCHA_CHALLENGE_PATH}`}
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
            <p ref={problemRef} className={styles.captchaProblem} role="alert">
              {captchaProblem}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={!values.acceptedTerms} loading={submitting}>
          {LABELS.lead.submit}
        </Button>
      </form>
      {legalOpened ? (
        <Suspense fallback={null}>
          <LegalTextModal text={legalText} onClose={() => setLegalText(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
