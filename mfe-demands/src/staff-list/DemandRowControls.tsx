import { ROW_ACTION_LABEL, advanceAction, isDemandEditable, rowActions } from '@dpohub/domain';
import { RowMenu } from '@dpohub/shared-ui';
import type { RowMenuItem } from '@dpohub/shared-ui';
import type { DemandRow } from '../common/demand-types';
import { staffEditPath } from '../common/demand-paths';
import { DEMAND_LABELS } from '../common/labels';
import { EditPopover } from './EditPopover';
import styles from './StaffList.module.css';
import type { DemandActions } from './use-demand-actions';

/**
 * The menu items of a row (spec 2 section 4): the advance step with its label (disabled, with
 * the reason, while a pending demand lacks lawyer, hours or value, while a cancellation request
 * waits, and once finished), then Arquivar / Cancelar / Desarquivar as the
 * status machine offers them. CANCELADO offers nothing.
 */
export function rowMenuItems(row: DemandRow, actions: DemandActions): RowMenuItem[] {
  const items: RowMenuItem[] = [];
  const advance = advanceAction(row);
  if (advance.label !== null) {
    const { to } = advance;
    items.push({
      label: advance.label,
      disabled: advance.disabled,
      // A disabled step says why (demands m9).
      hint: advance.disabled ? advance.reason : undefined,
      onSelect: () => {
        if (to) actions.changeStatus(row.id, to);
      },
    });
  }
  for (const key of rowActions(row)) {
    const onSelect = {
      cancel: () => actions.askCancel(row),
      archive: () => actions.setArchived(row, true),
      unarchive: () => actions.setArchived(row, false),
    }[key];
    items.push({ label: ROW_ACTION_LABEL[key], onSelect });
  }
  return items;
}

/**
 * The admin's controls on a row: the edit popover (not on a cancelled demand, which is closed)
 * and the action menu.
 */
export function DemandRowControls({ row, actions }: { row: DemandRow; actions: DemandActions }) {
  const items = rowMenuItems(row, actions);
  return (
    <span className={styles.rowControls}>
      {isDemandEditable(row) ? (
        <EditPopover demanda={row.demanda} href={staffEditPath(row.id)} />
      ) : null}
      {items.length > 0 ? (
        <RowMenu label={DEMAND_LABELS.staffList.rowMenu(row.demanda)} items={items} />
      ) : null}
    </span>
  );
}
