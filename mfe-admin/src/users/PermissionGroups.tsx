import { useField } from 'formik';
import { LABELS } from '../labels';
import type { PermissionGroup } from './users-api';
import styles from './UserForm.module.css';

export interface PermissionGroupsProps {
  groups: readonly PermissionGroup[];
  disabled?: boolean;
  /** 'Selecione pelo menos uma permissão!' after a save without any. */
  error?: string | null;
  onEdited?: () => void;
  /**
   * Whether the actor may tick this box (domain holdsRole: a manager grants only what it holds).
   * In view mode every box shows, so the reader sees what the user holds.
   */
  canGrant?: (authority: string) => boolean;
}

/** The collapsible menu groups of permission checkboxes (spec 1 section 2.9), bound to roleIds. */
export function PermissionGroups({
  groups,
  disabled,
  error,
  onEdited,
  canGrant = () => true,
}: PermissionGroupsProps) {
  const [{ value }, , helpers] = useField<number[]>('roleIds');
  const selected = new Set(value);
  // While editing, boxes the actor may not tick are not offered at all (the server would
  // refuse them); the form is editable only for a user whose every role the actor holds.
  const offered = groups
    .map((group) => ({
      ...group,
      roles: disabled ? group.roles : group.roles.filter((role) => canGrant(role.name)),
    }))
    .filter((group) => group.roles.length > 0);

  const toggle = (roleId: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(roleId);
    else next.delete(roleId);
    void helpers.setValue([...next], false);
    onEdited?.();
  };

  return (
    <fieldset className={styles.groups} aria-describedby={error ? 'permissions-error' : undefined}>
      <legend className={styles.legend}>{LABELS.userForm.permissions}</legend>
      {offered.map((group) => {
        const count = group.roles.filter((role) => selected.has(role.id)).length;
        return (
          <details key={group.id} className={styles.group} open>
            <summary className={styles.summary}>
              <span className={styles.summaryName}>
                <span className={styles.arrow} aria-hidden="true" />
                {group.name}
              </span>
              <span className={styles.count}>
                {count}/{group.roles.length}
              </span>
            </summary>
            <ul className={styles.roles}>
              {group.roles.map((role) => (
                <li key={role.id}>
                  <label
                    className={`${styles.option} ${selected.has(role.id) ? styles.granted : ''}`}
                  >
                    <input
                      type="checkbox"
                      checked={selected.has(role.id)}
                      disabled={disabled}
                      onChange={(event) => toggle(role.id, event.target.checked)}
                    />
                    {role.description}
                  </label>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
      {error ? (
        <p id="permissions-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
