import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, PACKAGE_VERSION, landingPath, principalOf, validateLogin } from '@dpohub/domain';
import type { LoginRequest } from '@dpohub/domain';
import { Button, TextField, useShell } from '@dpohub/shared-ui';
import { buildId } from '../build-info';
import { AuthCard } from '../components/AuthCard';
import formStyles from '../components/AuthForm.module.css';
import { FocusFirstError } from '../components/FocusFirstError';
import { LABELS } from '../labels';
import { useAuthPath } from '../routing/auth-paths';
import { signIn } from './sign-in';

const INITIAL_VALUES: LoginRequest = { userName: '', password: '' };

/** Sign-in (spec 1 section 2.2). */
export function LoginPage() {
  const shell = useShell();
  const pathTo = useAuthPath();
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => shell.setTitle(LABELS.login.title), [shell]);

  const onSubmit = async (values: LoginRequest, _helpers: FormikHelpers<LoginRequest>) => {
    setNotice(null);
    const outcome = await signIn(shell, values);
    if (outcome.kind === 'signed-in') {
      // The date library comes with the answer, not with the form (each page loads what it uses).
      const { formatTime } = await import(/* webpackExports: ["formatTime"] */ '@dpohub/domain');
      shell.toast.warn(MESSAGES.sessionExpiresAt(formatTime(new Date(outcome.user.expiresAt))));
      shell.navigate(landingPath(principalOf(outcome.user)));
    } else {
      setNotice(outcome.notice);
    }
  };

  return (
    <AuthCard
      heading={LABELS.login.heading}
      footer={LABELS.login.version(PACKAGE_VERSION, buildId())}
    >
      <Formik initialValues={INITIAL_VALUES} validate={validateLogin} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form className={formStyles.form} noValidate aria-busy={isSubmitting}>
            <FocusFirstError />
            <TextField name="userName" label={LABELS.login.userName} autoComplete="username" />
            <TextField
              name="password"
              label={LABELS.login.password}
              type="password"
              autoComplete="current-password"
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
              <Button type="submit" loading={isSubmitting}>
                {LABELS.login.submit}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
