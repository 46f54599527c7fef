import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import {
  MESSAGES,
  VERIFICATION_CODE_LENGTH,
  joinVerificationCode,
  verificationCodeSchema,
  formValidator,
} from '@dpohub/domain';
import type { VerificationCodeForm } from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import { AuthCard } from '../components/AuthCard';
import formStyles from '../components/AuthForm.module.css';
import { FocusFirstError } from '../components/FocusFirstError';
import { LABELS } from '../labels';
import { useAuthPath } from '../routing/auth-paths';
import { CodeBoxes } from './CodeBoxes';
import { EMPTY_CODE } from './code-boxes';
import { requestPasswordReset, verifyRecoveryCode } from './recovery-api';
import { rememberVerifiedCode, useRecoveryEmail } from './recovery-email';

/** Verification code: five boxes, a resend link (spec 1 sections 2.3 and 8). */
export function VerificationCodePage() {
  const shell = useShell();
  const pathTo = useAuthPath();
  const email = useRecoveryEmail();
  const [resending, setResending] = useState(false);

  useEffect(() => shell.setTitle(LABELS.verificationCode.title), [shell]);

  if (!email) return <Navigate to={pathTo('forgetPassword')} replace />;

  const resend = async () => {
    setResending(true);
    const sent = await requestPasswordReset(shell.http, email).catch(() => false);
    setResending(false);
    if (sent) shell.toast.success(MESSAGES.emailSent);
    else shell.toast.error(MESSAGES.emailNotRegistered);
  };

  const onSubmit = async (values: VerificationCodeForm) => {
    const valid = await verifyRecoveryCode(
      shell.http,
      email,
      joinVerificationCode({ ...values }),
    ).catch(() => false);
    if (!valid) {
      shell.toast.error(MESSAGES.invalidToken);
      return;
    }
    // The e-mail travels in the query; the code stays in this tab for the next step to prove.
    rememberVerifiedCode(email, joinVerificationCode({ ...values }));
    shell.navigate(pathTo('newPassword', { email }));
  };

  return (
    <AuthCard
      heading={LABELS.verificationCode.heading}
      intro={LABELS.verificationCode.intro(email)}
    >
      <Formik
        initialValues={EMPTY_CODE}
        validate={formValidator(verificationCodeSchema)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form className={formStyles.form} noValidate aria-busy={isSubmitting}>
            <FocusFirstError />
            <CodeBoxes
              legend={LABELS.verificationCode.legend}
              boxLabel={(position) =>
                LABELS.verificationCode.box(position, VERIFICATION_CODE_LENGTH)
              }
            />
            <div className={formStyles.actions}>
              <Button type="submit" loading={isSubmitting}>
                {LABELS.verificationCode.submit}
              </Button>
              <Button variant="ghost" onClick={resend} loading={resending}>
                {LABELS.verificationCode.resend}
              </Button>
              {/* A way back, as 'Esqueci minha senha' has (platform m15). */}
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
