import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, recoveryEmailSchema, formValidator } from '@dpohub/domain';
import type { ResetPasswordQuery } from '@dpohub/domain/wire';
import { Button, TextField, useShell } from '@dpohub/shared-ui';
import { AuthCard } from '../components/AuthCard';
import formStyles from '../components/AuthForm.module.css';
import { FocusFirstError } from '../components/FocusFirstError';
import { LABELS } from '../labels';
import { useAuthPath } from '../routing/auth-paths';
import { requestPasswordReset } from './recovery-api';

const INITIAL_VALUES: ResetPasswordQuery = { user_recover: '' };

/** Forgot password: asks the server to e-mail a code (spec 1 sections 2.3 and 8). */
export function ForgotPasswordPage() {
  const shell = useShell();
  const pathTo = useAuthPath();

  useEffect(() => shell.setTitle(LABELS.forgotPassword.title), [shell]);

  const onSubmit = async ({ user_recover }: ResetPasswordQuery) => {
    const email = user_recover.trim();
    const sent = await requestPasswordReset(shell.http, email).catch(() => false);
    if (!sent) {
      shell.toast.error(MESSAGES.userNotFound);
      return;
    }
    shell.toast.success(MESSAGES.emailSent);
    shell.navigate(pathTo('verificationCode', { email }));
  };

  return (
    <AuthCard heading={LABELS.forgotPassword.heading} intro={LABELS.forgotPassword.intro}>
      <Formik
        initialValues={INITIAL_VALUES}
        validate={formValidator(recoveryEmailSchema)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form className={formStyles.form} noValidate aria-busy={isSubmitting}>
            <FocusFirstError />
            <TextField
              name="user_recover"
              label={LABELS.forgotPassword.email}
              type="email"
              autoComplete="email"
            />
            <div className={formStyles.actions}>
              <Button type="submit" loading={isSubmitting}>
                {LABELS.forgotPassword.submit}
              </Button>
              <Link className={formStyles.link} to={pathTo('login')}>
                {LABELS.backToLogin}
              </Link>
            </div>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
