import { canAccess, MESSAGES } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import { Modal, useShell } from '@dpohub/shared-ui';
import { QUICK_ACTIONS, QUICK_ACTIONS_LABELS } from './quick-actions';
import styles from './FunctionCards.module.css';

/** Spec 1 section 2.5: the popup of common actions on home, mounted while open. */
export function QuickActionsDialog({
  principal,
  onClose,
}: {
  principal: Principal;
  onClose: () => void;
}) {
  const shell = useShell();
  return (
    <Modal open title={QUICK_ACTIONS_LABELS.title} onClose={onClose}>
      <ul className={styles.quickList}>
        {QUICK_ACTIONS.map((action) => (
          <li key={action.key}>
            <button
              type="button"
              className={styles.quickOption}
              onClick={() => {
                if (!canAccess(principal, action.access)) {
                  shell.toast.warn(MESSAGES.noAccess);
                  return;
                }
                onClose();
                shell.navigate(action.to);
              }}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
