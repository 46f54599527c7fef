import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  NAME_MAX_LENGTH,
  sanitizeNameTyping,
  validateLawyerName,
} from '@dpohub/domain';
import type { Lawyer } from '@dpohub/domain';
import { Button, Modal, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { createLawyer, fetchStaffAccounts, updateLawyer, type StaffAccount } from './lawyers-api';
import styles from './Lawyers.module.css';

// The account link (issue 29, demands M3), kept with the modal: the first visit of the remote
// (/users) does not carry its words.
const ACCOUNT_LABELS = {
  account: 'Conta de usuário (opcional)',
  none: 'Nenhuma',
  hint: 'Com uma conta, o advogado recebe por e-mail os avisos das solicitações atribuídas a ele.',
} as const;

export interface NewLawyerModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
  /** A lawyer to rename ('Editar Advogado', platform m12); none adds a new one. */
  lawyer?: Lawyer | null;
}

/**
 * 'Adicionar Advogado' (spec 1 sections 2.10 and 5): only letters and spaces can be typed, the
 * name is trimmed, and an empty one gives the warning 'Informe o nome do advogado!'. With a
 * `lawyer`, the same form renames it ('Editar Advogado'); a name already in use is refused by
 * the server with its message.
 */
export function NewLawyerModal({ open, onClose, onCreated, lawyer = null }: NewLawyerModalProps) {
  const { http, toast } = useShell();
  const inputId = useId();
  const accountId = useId();
  const hintId = useId();
  const formId = useId();
  const [name, setName] = useState('');
  const [account, setAccount] = useState('');
  const [accounts, setAccounts] = useState<StaffAccount[]>([]);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The modal focuses its first control (the close button); the name is what one types first.
  // This effect runs after the modal's own, as the modal is a child of this component.
  useEffect(() => {
    if (open) {
      setName(lawyer?.name ?? '');
      setAccount(lawyer?.userId ? String(lawyer.userId) : '');
      inputRef.current?.focus();
    }
  }, [open, lawyer]);

  // The staff accounts a lawyer may be linked to; without them the link stays as it is.
  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchStaffAccounts(http).then(
      (found) => current && setAccounts(found),
      () => current && setAccounts([]),
    );
    return () => {
      current = false;
    };
  }, [open, http]);

  const close = () => {
    setName('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLawyerName(name);
    if (problem) {
      toast.warn(problem);
      return;
    }
    setSaving(true);
    try {
      const userId = account ? Number(account) : null;
      if (lawyer) await updateLawyer(http, { ...lawyer, name: name.trim(), userId });
      else await createLawyer(http, name.trim(), userId);
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      setSaving(false);
      return;
    }
    setSaving(false);
    toast.success(lawyer ? ADMIN_MESSAGES.lawyerRenamed : MESSAGES.lawyerCreated);
    setName('');
    onCreated();
  };

  return (
    <Modal
      open={open}
      title={lawyer ? LABELS.lawyers.editTitle : LABELS.lawyers.modalTitle}
      onClose={close}
      size="small"
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {LABELS.lawyers.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {lawyer ? LABELS.lawyers.save : LABELS.lawyers.add}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.modalForm}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <label htmlFor={inputId} className={styles.label}>
          {LABELS.lawyers.name}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(sanitizeNameTyping(event.target.value))}
        />
        <label htmlFor={accountId} className={styles.label}>
          {ACCOUNT_LABELS.account}
        </label>
        <select
          id={accountId}
          className={styles.input}
          value={account}
          aria-describedby={hintId}
          onChange={(event) => setAccount(event.target.value)}
        >
          <option value="">{ACCOUNT_LABELS.none}</option>
          {accounts.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {`${option.name} (${option.email})`}
            </option>
          ))}
        </select>
        <p id={hintId} className={styles.hint}>
          {ACCOUNT_LABELS.hint}
        </p>
      </form>
    </Modal>
  );
}
