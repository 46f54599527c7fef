import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, PACKAGE_VERSION, landingPath, principalOf, validateLogin } from '@dpohub/domain';
import type { LoginRequest } from '@dpohub/domain';
import { Button, Spinner, TextInput, useShell } from '@dpohub/shared-ui';
import type { SessionUser } from '@dpohub/shared-ui';
import { buildId } from '../build-info';
import { AuthCard } from '../components/AuthCard';
import formStyles from '../components/AuthForm.module.css';
import { LABELS } from '../labels';
import { useAuthPath, useReturnPath } from '../routing/auth-paths';
import { signIn } from './sign-in';

// The code step loads when a password asks for it: most sign-ins never need it.
const TwoFactorStep = lazy(() =>
  import('./TwoFactorStep').then((m) => ({ default: m.TwoFactorStep })),
);

type Field = keyof LoginRequest;
type FieldFlags = Partial<Record<Field, boolean>>;

const FIELDS: readonly Field[] = ['userName', 'password'];
const INITIAL_VALUES: LoginRequest = { userName: '', password: '' };

/**
 * Sign-in (spec 1 section 2.2). Two required fields hold their own state here, with the form
 * rules of the other screens (an error shows once the field was left or a submit was tried,
 * typing clears it, a refused submit focuses the first invalid field), so every visitor's first
 * screen carries no form library.
 */
export function LoginPage() {
  const shell = useShell();
  const pathTo = useAuthPath();
  const back = useReturnPath();
  const ids: Record<Field, string> = { userName: useId(), password: useId() };
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [touched, setTouched] = useState<FieldFlags>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);

  useEffect(() => shell.setTitle(LABELS.login.title), [shell]);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const blur = (field: Field) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors(validateLogin(values));
  };
  const shownError = (field: Field) => (touched[field] ? errors[field] : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setTouched({ userName: true, password: true });
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    setNotice(null);
    setSubmitting(true);
    try {
      const outcome = await signIn(shell, values);
      if (outcome.kind === 'signed-in') await finish(outcome.user);
      else if (outcome.kind === 'two-factor') setTwoFactorToken(outcome.twoFactorToken);
      else setNotice(outcome.notice);
    } finally {
      setSubmitting(false);
    }
  };

  const finish = async (user: SessionUser) => {
    // The date library comes with the answer, not with the form (each page loads what it uses).
    const { formatTime } = await import('@dpohub/domain');
    shell.toast.warn(MESSAGES.sessionExpiresAt(formatTime(new Date(user.expiresAt))));
    // A required second factor not set up yet: its page first (the shell's guard keeps it so);
    // else the page a link asked for (an e-mail's request), else the user's first page.
    shell.navigate(
      user.twoFactorSetupRequired ? '/twoFactor' : (back ?? landingPath(principalOf(user))),
    );
  };

  if (twoFactorToken) {
    return (
      <Suspense fallback={<Spinner />}>
        <TwoFactorStep
          twoFactorToken={twoFactorToken}
          footer={LABELS.login.version(PACKAGE_VERSION, buildId())}
          onSignedIn={(user) => void finish(user)}
          onBack={() => {
            setTwoFactorToken(null);
            setValues((current) => ({ ...current, password: '' }));
          }}
        />
      </Suspense>
    );
  }

  return (
    <AuthCard
      heading={LABELS.login.heading}
      footer={LABELS.login.version(PACKAGE_VERSION, buildId())}
    >
      <form
        className={formStyles.form}
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
      >
        <TextInput
          id={ids.userName}
          name="userName"
          label={LABELS.login.userName}
          autoComplete="username"
          // The visitor types at once: the page's only form starts at its first field (m26).
          autoFocus
          value={values.userName}
          error={shownError('userName')}
          onChange={change('userName')}
          onBlur={blur('userName')}
        />
        <TextInput
          id={ids.password}
          name="password"
          label={LABELS.login.password}
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={shownError('password')}
          onChange={change('password')}
          onBlur={blur('password')}
        />
        <Link
          className={`${formStyles.link} ${formStyles.linkRight}`}
          to={pathTo('forgetPassword')}
        >
          {LABELS.login.forgotPassword}
        </Link>
        {notice ? (
          <p className={formStyles.notice} role="alert">
            {notice}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <Button type="submit" loading={submitting}>
            {LABELS.login.submit}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
