import { CLIENT_REQUEST_LABELS } from '@dpohub/domain';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './RequestDetails.module.css';

const LABELS = CLIENT_REQUEST_LABELS.details;

type TabKey = 'comments' | 'documents';

const TABS: readonly TabKey[] = ['comments', 'documents'];

/** The Comentários and Documentos tabs of the details (spec 2 section 2.7). */
export function RequestTabs({
  comments,
  documents,
}: {
  comments: ReactNode;
  documents: ReactNode;
}) {
  const id = useId();
  const [active, setActive] = useState<TabKey>('comments');
  return (
    <section className={styles.tabs}>
      <div role="tablist" aria-label={LABELS.tabsLabel} className={styles.tabList}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            className={active === tab ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => setActive(tab)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = TABS[(index + 1) % TABS.length] as TabKey;
              setActive(next);
              document.getElementById(`${id}-${next}`)?.focus();
            }}
          >
            {LABELS.tabs[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${active}-panel`}
        aria-labelledby={`${id}-${active}`}
        className={styles.tabPanel}
      >
        {active === 'comments' ? comments : documents}
      </div>
    </section>
  );
}
