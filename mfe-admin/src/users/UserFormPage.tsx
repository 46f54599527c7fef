import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_MESSAGES,
  MESSAGES,
  canChangeUser,
  createUserFormSchema,
  userClientRequired,
  validateUserPermissions,
  formValidator,
} from '@dpohub/domain';
import {
  Button,
  FormButtons,
  NotFoundState,
  RecordHistory,
  Spinner,
  useActor,
  useRecordQuery,
  useShell,
} from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import { LABELS } from '../labels';
import { lastUsersListPath } from './use-user-list-query';
import { UserFormFields } from './UserFormFields';
import { UserSignInControls } from './UserSignInControls';
import { UserStatusDialog } from './UserStatusDialog';
import { newUserValues, toUserPayload, valuesFromDetail } from './user-form-values';
import type { UserFormValues } from './user-form-values';
import {
  USERS_LIST_PATH,
  createUser,
  fetchPermissionGroups,
  fetchUser,
  updateUser,
} from './users-api';
import type { PermissionGroup } from './users-api';
import styles from './UserForm.module.css';

const NO_GROUPS: PermissionGroup[] = [];

/**
 * New user (/users/new) and user details (/users/edit/{id}) of spec 1 section 2.9: details open
 * in view mode with 'Editar Usuário' and 'Desativar Usuário'/'Ativar Usuário'; editing shows
 * Cancelar and Salvar; a successful save goes back to /users.
 */
export function UserFormPage() {
  const shell = useShell();
  const actor = useActor();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const userId = id === undefined ? null : Number(id);
  const existing = userId !== null;
  const validId = userId !== null && Number.isInteger(userId) && userId > 0;
  const {
    record: user = null,
    failed,
    updateRecord: updateShownUser,
  } = useRecordQuery({
    queryKey: ['/user/{id}', userId],
    fetchRecord: (signal) => fetchUser(shell.http, userId!, signal),
    enabled: validId,
    forForm: true,
  });
  // Unknown, forbidden or failed: a clear state with a way back, never an endless spinner.
  const notFound = existing && (!validId || failed);
  const { record: groups = NO_GROUPS } = useRecordQuery({
    queryKey: ['/group-role/{type}'],
    fetchRecord: (signal) => fetchPermissionGroups(shell.http, signal),
  });
  const [editing, setEditing] = useState(!existing);
  const [permissionError, setPermissionError] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [confirmingStatus, setConfirmingStatus] = useState(false);
  const schema = useMemo(() => createUserFormSchema(), []);

  useEffect(
    () => shell.setTitle(existing ? LABELS.userForm.detailsTitle : LABELS.userForm.newTitle),
    [shell, existing],
  );

  const initialValues = useMemo(
    () => (user ? valuesFromDetail(user) : newUserValues(actor)),
    [user, actor],
  );

  // Security C1 / platform m10: the same rule as the API's; a user holding a role the actor
  // lacks is shown, never offered for editing.
  const changeable =
    user === null ||
    canChangeUser(actor, {
      employeeDanielLaw: user.employeeDanielLaw,
      client: user.client?.id ?? null,
      authorities: user.roles.map((role) => role.name),
    });

  const onSubmit = async (values: UserFormValues) => {
    const permissionMessage = validateUserPermissions(values.employeeDanielLaw, values.roleIds);
    if (permissionMessage) {
      setPermissionError(permissionMessage);
      shell.toast.warn(permissionMessage);
      return;
    }
    if (userClientRequired(actor, values.employeeDanielLaw) && values.clientId === null) {
      setClientError(ADMIN_API_MESSAGES.clientRequired);
      return;
    }
    const payload = toUserPayload(values, actor);
    try {
      if (userId === null) await createUser(shell.http, payload);
      else await updateUser(shell.http, userId, payload);
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      return;
    }
    void queryClient.invalidateQueries({ queryKey: [USERS_LIST_PATH] });
    shell.toast.success(userId === null ? MESSAGES.userCreated : MESSAGES.userEdited);
    shell.navigate(lastUsersListPath());
  };

  if (existing && notFound) {
    return (
      <AdminPage>
        <NotFoundState
          message={MESSAGES.userNotFoundScreen}
          backLabel={MESSAGES.backToUsers}
          backTo={lastUsersListPath()}
        />
      </AdminPage>
    );
  }

  if (existing && !user) {
    return (
      <AdminPage>
        <Spinner label={LABELS.userForm.loading} showLabel />
      </AdminPage>
    );
  }

  return (
    <AdminPage>
      <Formik
        initialValues={initialValues}
        enableReinitialize
        validate={formValidator(schema)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, resetForm }) => (
          <Form className={styles.form} noValidate aria-busy={isSubmitting}>
            <UserFormFields
              actor={actor}
              existing={existing}
              readOnly={!editing}
              groups={groups}
              permissionError={permissionError}
              clientError={clientError}
              onClientEdited={() => setClientError(null)}
              onPermissionsEdited={() => setPermissionError(null)}
            />
            {editing ? (
              <FormButtons
                mode="editing"
                saving={isSubmitting}
                onCancel={() => {
                  if (!existing) {
                    shell.navigate(lastUsersListPath());
                    return;
                  }
                  resetForm();
                  setPermissionError(null);
                  setEditing(false);
                }}
              />
            ) : !changeable ? (
              <p className={styles.note} role="note">
                {ADMIN_API_MESSAGES.userHoldsPermissionYouLack}
              </p>
            ) : (
              <div className={styles.buttons}>
                <Button
                  variant={user?.enabled ? 'danger' : 'secondary'}
                  onClick={() => setConfirmingStatus(true)}
                >
                  {user?.enabled ? LABELS.userForm.deactivateUser : LABELS.userForm.activateUser}
                </Button>
                <Button onClick={() => setEditing(true)}>{LABELS.userForm.editUser}</Button>
              </div>
            )}
          </Form>
        )}
      </Formik>
      {user && actor.admin ? <UserSignInControls userId={user.id} /> : null}
      <UserStatusDialog
        target={
          confirmingStatus && user
            ? { id: user.id, enabled: user.enabled, name: user.name, username: user.username }
            : null
        }
        onClose={() => setConfirmingStatus(false)}
        onChanged={(enabled) => updateShownUser((current) => ({ ...current, enabled }))}
      />
      {user && <RecordHistory recordType="user" recordId={user.id} refresh={user} />}
    </AdminPage>
  );
}
