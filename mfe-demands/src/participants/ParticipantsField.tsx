import {
  ADMIN_API_MESSAGES,
  CLIENT_REQUEST_LABELS,
  MESSAGES,
  validateNewParticipant,
  type TemporaryParticipantFields,
} from '@dpohub/domain';
import { Button, LABELS as WIDGET_LABELS, useShell } from '@dpohub/shared-ui';
import { useField } from 'formik';
import { useId, useState } from 'react';
import { InactiveUserDialog } from './InactiveUserDialog';
import { emailOf } from './participant-types';
import type { ClientUser } from './participant-types';
import { TemporaryParticipantModal } from './TemporaryParticipantModal';
import styles from './Participants.module.css';

const LABELS = CLIENT_REQUEST_LABELS.participants;

export interface ParticipantsFieldProps {
  /** Formik field holding the chosen users (ClientUser[]). */
  name: string;
  /** Formik field holding the people to create on Concluir (TemporaryParticipantFields[]). */
  newName: string;
  /** The users of the client that may be picked. */
  clientUsers: readonly ClientUser[];
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The participants block of the request form (spec 2 sections 2.6 and 5): existing users of the
 * client are picked one by one; a duplicate is refused ('Participante já adicionado'), an
 * inactive user must be reactivated first. 'Criar participante temporário' only adds the person
 * to the form: the account and its invitation come with the save (demands m5), so an abandoned
 * form leaves no account behind.
 */
export function ParticipantsField({ name, newName, clientUsers }: ParticipantsFieldProps) {
  const shell = useShell();
  const selectId = useId();
  const [{ value }, , helpers] = useField<ClientUser[]>(name);
  const participants = value ?? [];
  const [{ value: newValue }, , newHelpers] = useField<TemporaryParticipantFields[]>(newName);
  const newcomers = newValue ?? [];
  const [pickedId, setPickedId] = useState('');
  const [inactiveUser, setInactiveUser] = useState<ClientUser | null>(null);
  const [creating, setCreating] = useState(false);

  const add = (user: ClientUser) => {
    const duplicate = validateNewParticipant(
      user.id,
      participants.map((participant) => participant.id),
    );
    if (duplicate) {
      shell.toast.warn(duplicate);
      return;
    }
    if (!user.enabled) {
      setInactiveUser(user);
      return;
    }
    void helpers.setValue([...participants, user]);
    setPickedId('');
  };

  /** Holds a new person; false (with the reason shown) when the e-mail is someone's already. */
  const addNew = (person: TemporaryParticipantFields): boolean => {
    if (newcomers.some((newcomer) => sameEmail(newcomer.email, person.email))) {
      shell.toast.warn(MESSAGES.participantDuplicate);
      return false;
    }
    if (clientUsers.some((user) => sameEmail(emailOf(user), person.email))) {
      shell.toast.warn(ADMIN_API_MESSAGES.emailTaken);
      return false;
    }
    void newHelpers.setValue([...newcomers, person]);
    return true;
  };

  const picked = clientUsers.find((user) => String(user.id) === pickedId);

  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{LABELS.title}</legend>
      <div className={styles.picker}>
        <div className={styles.pickField}>
          <label htmlFor={selectId} className={styles.label}>
            {LABELS.pickUser}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={pickedId}
            onChange={(event) => setPickedId(event.target.value)}
          >
            <option value="">{WIDGET_LABELS.select}</option>
            {clientUsers.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {emailOf(user) ? `${user.name} (${emailOf(user)})` : user.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" disabled={!picked} onClick={() => picked && add(picked)}>
          {LABELS.add}
        </Button>
        <Button variant="ghost" onClick={() => setCreating(true)}>
          {LABELS.createTemporary}
        </Button>
      </div>
      {participants.length + newcomers.length === 0 ? (
        <p className={styles.empty}>{LABELS.none}</p>
      ) : (
        <ul className={styles.list}>
          {participants.map((participant) => (
            <li key={participant.id} className={styles.item}>
              <span>
                <strong>{participant.name}</strong>
                {emailOf(participant) ? (
                  <span className={styles.email}> {emailOf(participant)}</span>
                ) : null}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={LABELS.remove(participant.name)}
                onClick={() =>
                  void helpers.setValue(participants.filter((user) => user.id !== participant.id))
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {newcomers.map((person) => (
            <li key={person.email} className={styles.item}>
              <span>
                <strong>{person.name}</strong>
                <span className={styles.email}> {person.email}</span>{' '}
                <span className={styles.pending}>{LABELS.pendingInvite}</span>
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={LABELS.remove(person.name)}
                onClick={() =>
                  void newHelpers.setValue(
                    newcomers.filter((newcomer) => newcomer.email !== person.email),
                  )
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <InactiveUserDialog user={inactiveUser} onClose={() => setInactiveUser(null)} />
      <TemporaryParticipantModal
        open={creating}
        onClose={() => setCreating(false)}
        onAdd={(person) => {
          if (!addNew(person)) return false;
          setCreating(false);
          return true;
        }}
      />
    </fieldset>
  );
}
