import { canAccess } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import { Modal, useShell } from '@dpohub/shared-ui';
import { usePagePreload } from '../routing/use-page-preload';
import { QUICK_ACTIONS_LABELS, quickActions } from './quick-actions';
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
  const preload = usePagePreload();
  // Only what the user may do is offered (platform m11): an option that could only answer
  // 'Você não possui acesso a esta função.' is not shown at all.
  const actions = quickActions().filter((action) => canAccess(principal, action.access));
  return (
    <Modal open title={QUICK_ACTIONS_LABELS.title} onClose={onClose}>
      {actions.length ? (
        <ul className={styles.quickList}>
          {actions.map((action) => (
            <li key={action.key}>
              <button
                {...preload(action.to)}
                type="button"
                className={styles.quickOption}
                onClick={() => {
                  onClose();
                  shell.navigate(action.to);
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{QUICK_ACTIONS_LABELS.none}</p>
      )}
    </Modal>
  );
}
