import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ACCOUNT_SECURITY_LABELS as LABELS,
  ACCOUNT_SECURITY_MESSAGES as MESSAGES,
  TOTP_DIGITS,
  normalizeRecoveryCode,
  normalizeTotpCode,
} from '@dpohub/domain';
import { Button, TextInput, useShell } from '@dpohub/shared-ui';
import type { SessionUser } from '@dpohub/shared-ui';
import { AuthCard } from '../components/AuthCard';
import formStyles from '../components/AuthForm.module.css';
import { signInWithCode } from './sign-in';

/**
 * The second step of a sign-in with two-factor on: the 6-digit code of the authenticator app,
 * or one of the recovery codes. Loaded only when a password asks for it.
 */
export function TwoFactorStep({
  twoFactorToken,
  footer,
  onSignedIn,
  onBack,
}: {
  twoFactorToken: string;
  /** The login card's footer (the portal's version). */
  footer: string;
  onSignedIn: (user: SessionUser) => void;
  onBack: () => void;
}) {
  const shell = useShell();
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const code = recovery ? normalizeRecoveryCode(value) : normalizeTotpCode(value);
    if (!code) {
      setError(recovery ? MESSAGES.recoveryCodeRequired : MESSAGES.codeRequired);
      document.getElementById(id)?.focus();
      return;
    }
    setNotice(null);
    setSubmitting(true);
    try {
      const outcome = await signInWithCode(
        shell,
        recovery ? { twoFactorToken, recoveryCode: code } : { twoFactorToken, code },
      );
      if (outcome.kind === 'signed-in') onSignedIn(outcome.user);
      else if (outcome.kind === 'failed') {
        if (outcome.stepExpired) onBack();
        setNotice(outcome.notice);
        setValue('');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const switchMode = () => {
    setRecovery((current) => !current);
    setValue('');
    setError(undefined);
  };

  return (
    <AuthCard heading={LABELS.codeStepHeading} footer={footer}>
      <form
        className={formStyles.form}
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
      >
        <p className={formStyles.hint}>
          {recovery ? LABELS.recoveryStepHint : LABELS.codeStepHint}
        </p>
        <TextInput
          id={id}
          name={recovery ? 'recovery_code' : 'code'}
          label={recovery ? LABELS.recoveryCode : LABELS.code}
          value={value}
          error={error}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 11 : TOTP_DIGITS}
          onChange={(next) => {
            setValue(recovery ? next : next.replace(/\D/g, ''));
            setError(undefined);
          }}
        />
        <button
          type="button"
          className={`${formStyles.link} ${formStyles.linkRight}`}
          onClick={switchMode}
        >
          {recovery ? LABELS.useAuthenticator : LABELS.useRecoveryCode}
        </button>
        {notice ? (
          <p className={formStyles.notice} role="alert">
            {notice}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <Button type="submit" loading={submitting}>
            {LABELS.verify}
          </Button>
          <button type="button" className={formStyles.link} onClick={onBack}>
            {LABELS.backToLogin}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
