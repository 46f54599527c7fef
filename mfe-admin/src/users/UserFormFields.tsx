import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import {
  EMPLOYEE_TYPE,
  EMPLOYEE_TYPE_LABEL,
  MESSAGES,
  NAME_MAX_LENGTH,
  allowedProfilesFor,
  canPickUserClient,
  holdsRole,
  userClientRequired,
} from '@dpohub/domain';
import type { EmployeeTypeCode, Principal } from '@dpohub/domain';
import { ClientPicker, DateField, SelectField, TextField } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { PermissionGroups } from './PermissionGroups';
import { PermissionTypeField } from './PermissionTypeField';
import type { UserFormValues } from './user-form-values';
import type { PermissionGroup } from './users-api';
import styles from './UserForm.module.css';

export interface UserFormFieldsProps {
  actor: Principal;
  /** An existing user: profile and username are locked (spec 1 section 2.9). */
  existing: boolean;
  /** View mode of an existing user: nothing is editable. */
  readOnly: boolean;
  groups: readonly PermissionGroup[];
  permissionError: string | null;
  onPermissionsEdited: () => void;
  /** 'Selecione o cliente do usuário' after a save without one. */
  clientError?: string | null;
  onClientEdited?: () => void;
}

/** The fields of spec 1 section 2.9; the permissions section only for profile 0. */
export function UserFormFields({
  actor,
  existing,
  readOnly,
  groups,
  permissionError,
  onPermissionsEdited,
  clientError = null,
  onClientEdited,
}: UserFormFieldsProps) {
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  const allowed = allowedProfilesFor(actor);
  // A profile outside the actor's choices (seen, not chosen) still needs its name shown.
  const profiles: EmployeeTypeCode[] =
    values.employeeDanielLaw !== null && !allowed.includes(values.employeeDanielLaw)
      ? [...allowed, values.employeeDanielLaw]
      : allowed;
  const granular = values.employeeDanielLaw === EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW;
  // The firm's staff belong to no client: the field is locked and empty for them (platform m14).
  const staff = values.employeeDanielLaw === EMPLOYEE_TYPE.DANIEL_LAW;
  const clientLocked = readOnly || staff || !canPickUserClient(actor);
  useEffect(() => {
    if (staff && values.clientId !== null) void setFieldValue('clientId', null, false);
  }, [staff, values.clientId, setFieldValue]);

  return (
    <>
      <div className={styles.grid}>
        <SelectField
          name="employeeDanielLaw"
          label={LABELS.userForm.profile}
          options={profiles.map((code) => ({ value: code, label: EMPLOYEE_TYPE_LABEL[code] }))}
          required
          disabled={readOnly || existing || allowed.length <= 1}
        />
        <ClientPicker
          label={LABELS.userForm.client}
          value={values.clientId}
          onChange={(clientId) => {
            void setFieldValue('clientId', clientId, false);
            onClientEdited?.();
          }}
          allowCreate={false}
          disabled={clientLocked}
          required={!readOnly && userClientRequired(actor, values.employeeDanielLaw)}
          error={clientError}
        />
        <TextField
          name="username"
          maxLength={NAME_MAX_LENGTH}
          label={LABELS.userForm.username}
          autoComplete="off"
          required
          disabled={readOnly || existing}
        />
        <TextField
          name="name"
          maxLength={NAME_MAX_LENGTH}
          label={LABELS.userForm.name}
          required
          disabled={readOnly}
        />
        <TextField
          name="email"
          maxLength={NAME_MAX_LENGTH}
          type="email"
          label={LABELS.userForm.email}
          required
          disabled={readOnly}
        />
        <TextField
          name="jobTitle"
          maxLength={NAME_MAX_LENGTH}
          label={LABELS.userForm.jobTitle}
          required
          disabled={readOnly}
        />
        <TextField
          name="department"
          maxLength={NAME_MAX_LENGTH}
          label={LABELS.userForm.department}
          required
          disabled={readOnly}
        />
      </div>
      {granular ? (
        <section className={styles.permissions} aria-label={LABELS.userForm.permissions}>
          <div className={styles.grid}>
            <PermissionTypeField disabled={readOnly} />
            {values.temporaryAccess ? (
              <DateField
                name="expirationDate"
                label={LABELS.userForm.expirationDate}
                required
                disabled={readOnly}
              />
            ) : null}
          </div>
          <p className={styles.note}>{MESSAGES.temporaryAccessNote}</p>
          <PermissionGroups
            groups={groups}
            canGrant={(authority) => holdsRole(actor, authority)}
            disabled={readOnly}
            error={permissionError}
            onEdited={onPermissionsEdited}
          />
        </section>
      ) : null}
    </>
  );
}
