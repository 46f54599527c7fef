import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { MESSAGES, newPasswordSchema, formValidator } from '@dpohub/domain';
import type { NewPasswordForm } from '@dpohub/domain';
import { Button, TextField, useShell } from '@dpohub/shared-ui';
import { AuthCard } from '../components/AuthCard';
import formStyles from '../components/AuthForm.module.css';
import { FocusFirstError } from '../components/FocusFirstError';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { LABELS } from '../labels';
import { useAuthPath } from '../routing/auth-paths';
import { setInvitedPassword, setRecoveredPassword } from './recovery-api';
import {
  forgetVerifiedCode,
  useInvitationToken,
  useRecoveryEmail,
  verifiedCodeFor,
} from './recovery-email';

const INITIAL_VALUES: NewPasswordForm = { password: '', password_confirm: '' };

/**
 * New password after a verified code (spec 1 sections 2.3 and 8), or a new user's first password
 * from the invitation e-mail link.
 */
export function NewPasswordPage() {
  const shell = useShell();
  const pathTo = useAuthPath();
  const email = useRecoveryEmail();
  const invitation = useInvitationToken();

  useEffect(() => shell.setTitle(LABELS.newPassword.title), [shell]);

  if (!email) return <Navigate to={pathTo('forgetPassword')} replace />;

  // A recovery whose code was never verified here (an old or hand-made link) cannot succeed:
  // the page says what to do instead of failing with 'Email não cadastrado' (platform m15).
  if (!invitation && !verifiedCodeFor(email)) {
    return (
      <AuthCard heading={LABELS.newPassword.heading}>
        <p role="alert">{LABELS.newPassword.codeMissing}</p>
        <div className={formStyles.actions}>
          <Link className={formStyles.link} to={pathTo('forgetPassword')}>
            {LABELS.newPassword.requestCode}
          </Link>
          <Link className={formStyles.link} to={pathTo('login')}>
            {LABELS.backToLogin}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = async ({ password }: NewPasswordForm) => {
    if (invitation) {
      try {
        await setInvitedPassword(shell.http, invitation, password);
      } catch {
        return; // the http client showed the server's message
      }
      shell.toast.success(MESSAGES.newPasswordSaved);
      shell.navigate(pathTo('login'));
      return;
    }
    try {
      await setRecoveredPassword(shell.http, email, verifiedCodeFor(email), password);
    } catch {
      shell.toast.error(MESSAGES.emailNotRegistered);
      return;
    }
    forgetVerifiedCode();
    shell.toast.success(MESSAGES.newPasswordSaved);
    shell.navigate(pathTo('login'));
  };

  return (
    <AuthCard heading={LABELS.newPassword.heading}>
      <Formik
        initialValues={INITIAL_VALUES}
        validate={formValidator(newPasswordSchema)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, values }) => (
          <Form className={formStyles.form} noValidate aria-busy={isSubmitting}>
            <FocusFirstError />
            <TextField
              name="password"
              label={LABELS.newPassword.password}
              type="password"
              autoComplete="new-password"
            />
            <PasswordChecklist id="new-password-rules" password={values.password} />
            <TextField
              name="password_confirm"
              label={LABELS.newPassword.confirm}
              type="password"
              autoComplete="new-password"
            />
            <div className={formStyles.actions}>
              <Button type="submit" loading={isSubmitting}>
                {LABELS.newPassword.submit}
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
