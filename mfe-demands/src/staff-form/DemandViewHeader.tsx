import { apiToDisplayDate } from '@dpohub/domain';
import type { Solicitacao } from '@dpohub/domain';
import { Button } from '@dpohub/shared-ui';
import { DemandStatusBadge } from '../common/DemandStatusBadge';
import { DEMAND_LABELS } from '../common/labels';
import styles from './StaffForm.module.css';

export interface DemandViewHeaderProps {
  demand: Solicitacao;
  /** Editar Demanda, when the profile may edit (spec 2 section 2.4). */
  onEdit?: () => void;
  /** Cancelar Demanda, when the profile may cancel and the status allows it. */
  onCancel?: () => void;
}

const labels = DEMAND_LABELS.staffForm;

/** View mode of the staff form: creation date, status badge or Arquivada, change date. */
export function DemandViewHeader({ demand, onEdit, onCancel }: DemandViewHeaderProps) {
  return (
    <div className={styles.header}>
      <span>
        {`${labels.createdAt} `}
        <strong>{apiToDisplayDate(demand.createdAt)}</strong>
      </span>
      <DemandStatusBadge demand={demand} />
      {demand.updatedAt ? (
        <span>
          {`${labels.updatedAt} `}
          <strong>{apiToDisplayDate(demand.updatedAt)}</strong>
        </span>
      ) : null}
      <div className={styles.headerButtons}>
        {onCancel ? (
          <Button variant="danger" onClick={onCancel}>
            {labels.cancelDemand}
          </Button>
        ) : null}
        {onEdit ? <Button onClick={onEdit}>{labels.edit}</Button> : null}
      </div>
    </div>
  );
}
