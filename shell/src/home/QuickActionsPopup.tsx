import type { Principal } from '@dpohub/domain';
import { lazy, Suspense, useState } from 'react';
import { QUICK_ACTIONS_LABELS } from './quick-actions';
import styles from './FunctionCards.module.css';

// The popup (and the modal's code) loads when opened: home shows its button without it.
const QuickActionsDialog = lazy(() =>
  import('./QuickActionsDialog').then((m) => ({ default: m.QuickActionsDialog })),
);

/** Spec 1 section 2.5: the button of home that opens the popup of common actions. */
export function QuickActionsPopup({ principal }: { principal: Principal }) {
  const [open, setOpen] = useState(false);

  return (
    <>
      <button type="button" className={styles.quickButton} onClick={() => setOpen(true)}>
        {QUICK_ACTIONS_LABELS.open}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QuickActionsDialog principal={principal} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
