import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGES, validateChangePassword } from '@dpohub/domain';
import type { ChangePasswordFields } from '@dpohub/domain';
import { Button, TextInput, useShell } from '@dpohub/shared-ui';
import formStyles from '../components/AuthForm.module.css';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { LABELS } from '../labels';
import { updatePassword } from './change-password-api';
import styles from './ChangePasswordPage.module.css';

type Field = keyof ChangePasswordFields;

/** In the order of the screen: a refused submit focuses the first invalid one. */
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const INITIAL_VALUES: ChangePasswordFields = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * Change password of the signed-in user, inside the shell layout (spec 1 section 2.4). The three
 * fields hold their own state, with the form rules of the other screens (a message shows once the
 * field was left or a submit was tried, typing clears it, a refused submit focuses the first
 * invalid field), so the page carries no form library.
 */
export function ChangePasswordPage() {
  const shell = useShell();
  const ids: Record<Field, string> = {
    oldPassword: useId(),
    newPassword: useId(),
    confirmPassword: useId(),
  };
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => shell.setTitle(LABELS.changePassword.title), [shell]);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const blur = (field: Field) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors(validateChangePassword(values));
  };
  const shownError = (field: Field) => (touched[field] ? errors[field] : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateChangePassword(values);
    setTouched({ oldPassword: true, newPassword: true, confirmPassword: true });
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await updatePassword(shell.http, {
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      setSubmitting(false);
      return;
    }
    // Spec 1 section 2.4 (platform m1): the message, then home. The API ends every other
    // session of the user and keeps this one.
    shell.toast.success(MESSAGES.passwordUpdated);
    shell.navigate('/home');
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextInput
      id={ids[name]}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={shownError(name)}
      onChange={change(name)}
      onBlur={blur(name)}
    />
  );

  return (
    <section className={styles.panel} aria-label={LABELS.changePassword.title}>
      <form
        className={formStyles.form}
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
      >
        {field('oldPassword', LABELS.changePassword.oldPassword, 'current-password')}
        {field('newPassword', LABELS.changePassword.newPassword, 'new-password')}
        <PasswordChecklist id="change-password-rules" password={values.newPassword} />
        {field('confirmPassword', LABELS.changePassword.confirm, 'new-password')}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => shell.navigate('/home')}>
            {LABELS.changePassword.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {LABELS.changePassword.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
