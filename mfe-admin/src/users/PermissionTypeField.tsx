import { FieldShell, useFormField } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import styles from './UserForm.module.css';

const OPTIONS = [
  { value: false, label: LABELS.userForm.permanent },
  { value: true, label: LABELS.userForm.temporary },
] as const;

/** Tipo: Permanente / Temporária (spec 1 section 2.9), bound to `temporaryAccess`. */
export function PermissionTypeField({ disabled }: { disabled?: boolean }) {
  const field = useFormField<boolean>('temporaryAccess');
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={LABELS.userForm.permissionType}
      error={field.error}
      required
      asGroup
    >
      <div className={styles.options}>
        {OPTIONS.map((option) => (
          <label key={String(option.value)} className={styles.option}>
            <input
              type="radio"
              name="temporaryAccess"
              checked={field.value === option.value}
              disabled={disabled}
              onChange={() => field.change(option.value)}
              onBlur={field.blur}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
