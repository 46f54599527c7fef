import { canAccess, MESSAGES } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import { Modal, useShell } from '@dpohub/shared-ui';
import { useState } from 'react';
import { QUICK_ACTIONS, QUICK_ACTIONS_LABELS } from './quick-actions';
import styles from './FunctionCards.module.css';

/** Spec 1 section 2.5: the popup of common actions on home. */
export function QuickActionsPopup({ principal }: { principal: Principal }) {
  const shell = useShell();
  const [open, setOpen] = useState(false);

  return (
    <>
      <button type="button" className={styles.quickButton} onClick={() => setOpen(true)}>
        {QUICK_ACTIONS_LABELS.open}
      </button>
      <Modal open={open} title={QUICK_ACTIONS_LABELS.title} onClose={() => setOpen(false)}>
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
                  setOpen(false);
                  shell.navigate(action.to);
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
