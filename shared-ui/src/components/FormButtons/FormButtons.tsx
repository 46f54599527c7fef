import { LABELS } from '../../labels';
import { Button } from '../Button/Button';
import styles from './FormButtons.module.css';

export type FormMode = 'view' | 'editing';

export interface FormButtonsProps {
  mode: FormMode;
  onEdit?: () => void;
  onDelete?: () => void;
  onCancel?: () => void;
  /** Without it, Salvar submits the surrounding form. */
  onSave?: () => void;
  saving?: boolean;
  /** Optional extra button shown while editing (delete-on-save), e.g. 'Excluir'. */
  deleteOnSaveLabel?: string;
  onDeleteOnSave?: () => void;
  /** Hides Excluir in view mode. */
  hideDelete?: boolean;
}

/**
 * The standard buttons of a form (spec 1 section 2.7): view mode shows Editar and Excluir,
 * editing mode shows Cancelar and Salvar, plus the optional delete-on-save button.
 */
export function FormButtons({
  mode,
  onEdit,
  onDelete,
  onCancel,
  onSave,
  saving = false,
  deleteOnSaveLabel,
  onDeleteOnSave,
  hideDelete = false,
}: FormButtonsProps) {
  if (mode === 'view') {
    return (
      <div className={styles.row}>
        {hideDelete ? null : (
          <Button variant="danger" onClick={onDelete}>
            {LABELS.delete}
          </Button>
        )}
        <Button variant="primary" onClick={onEdit}>
          {LABELS.edit}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.row}>
      {onDeleteOnSave ? (
        <Button variant="danger" onClick={onDeleteOnSave} disabled={saving}>
          {deleteOnSaveLabel ?? LABELS.delete}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {LABELS.cancel}
      </Button>
      <Button
        variant="primary"
        type={onSave ? 'button' : 'submit'}
        onClick={onSave}
        loading={saving}
      >
        {LABELS.save}
      </Button>
    </div>
  );
}
