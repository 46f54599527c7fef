import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  DEFAULT_INPUT_MAX_LENGTH,
  MESSAGES,
  sanitizeNameTyping,
  validateLawyerName,
} from '@dpohub/domain';
import { Button, Modal, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { createLawyer } from './lawyers-api';
import styles from './Lawyers.module.css';

export interface NewLawyerModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * 'Adicionar Advogado' (spec 1 sections 2.10 and 5): only letters and spaces can be typed, the
 * name is trimmed, and an empty one gives the warning 'Informe o nome do advogado!'.
 */
export function NewLawyerModal({ open, onClose, onCreated }: NewLawyerModalProps) {
  const { http, toast } = useShell();
  const inputId = useId();
  const formId = useId();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The modal focuses its first control (the close button); the name is what one types first.
  // This effect runs after the modal's own, as the modal is a child of this component.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

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
      await createLawyer(http, name.trim());
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      setSaving(false);
      return;
    }
    setSaving(false);
    toast.success(MESSAGES.lawyerCreated);
    setName('');
    onCreated();
  };

  return (
    <Modal
      open={open}
      title={LABELS.lawyers.modalTitle}
      onClose={close}
      size="small"
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {LABELS.lawyers.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {LABELS.lawyers.add}
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
          maxLength={DEFAULT_INPUT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(sanitizeNameTyping(event.target.value))}
        />
      </form>
    </Modal>
  );
}
