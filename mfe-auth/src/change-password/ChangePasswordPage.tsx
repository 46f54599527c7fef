import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { MESSAGES, changePasswordSchema } from '@dpohub/domain';
import type { ChangePasswordForm } from '@dpohub/domain';
import { Button, TextField, useShell } from '@dpohub/shared-ui';
import formStyles from '../components/AuthForm.module.css';
import { FocusFirstError } from '../components/FocusFirstError';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { LABELS } from '../labels';
import { updatePassword } from './change-password-api';
import styles from './ChangePasswordPage.module.css';

const INITIAL_VALUES: ChangePasswordForm = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Change password of the signed-in user, inside the shell layout (spec 1 section 2.4). */
export function ChangePasswordPage() {
  const shell = useShell();

  useEffect(() => shell.setTitle(LABELS.changePassword.title), [shell]);

  const onSubmit = async ({ oldPassword, newPassword }: ChangePasswordForm) => {
    try {
      await updatePassword(shell.http, { oldPassword, newPassword });
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      return;
    }
    // Spec 1 section 2.4 (platform m1): the message, then home. The API ends every other
    // session of the user and keeps this one.
    shell.toast.success(MESSAGES.passwordUpdated);
    shell.navigate('/home');
  };

  return (
    <section className={styles.panel} aria-label={LABELS.changePassword.title}>
      <Formik
        initialValues={INITIAL_VALUES}
        validationSchema={changePasswordSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, values }) => (
          <Form className={formStyles.form} noValidate aria-busy={isSubmitting}>
            <FocusFirstError />
            <TextField
              name="oldPassword"
              label={LABELS.changePassword.oldPassword}
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="newPassword"
              label={LABELS.changePassword.newPassword}
              type="password"
              autoComplete="new-password"
            />
            <PasswordChecklist id="change-password-rules" password={values.newPassword} />
            <TextField
              name="confirmPassword"
              label={LABELS.changePassword.confirm}
              type="password"
              autoComplete="new-password"
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => shell.navigate('/home')}>
                {LABELS.changePassword.cancel}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {LABELS.changePassword.submit}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
