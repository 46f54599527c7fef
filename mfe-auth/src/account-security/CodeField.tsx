import { useId } from 'react';
import { ACCOUNT_SECURITY_LABELS, TOTP_DIGITS } from '@dpohub/domain';
import { TextInput } from '@dpohub/shared-ui';

/** The 6-digit code of the authenticator app: digits only, the phone's number keyboard. */
export function CodeField({
  value,
  onChange,
  error,
  label = ACCOUNT_SECURITY_LABELS.code,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}) {
  const id = useId();
  return (
    <TextInput
      id={id}
      name="code"
      label={label}
      value={value}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_DIGITS}
      onChange={(next) => onChange(next.replace(/\D/g, ''))}
    />
  );
}
