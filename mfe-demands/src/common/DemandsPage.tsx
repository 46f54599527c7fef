import type { ReactNode } from 'react';
import { PageContainer } from '@dpohub/shared-ui';
import styles from './DemandsPage.module.css';

/** The shared PageContainer inside a border-box scope, so inputs stay inside the content area. */
export function DemandsPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.scope}>
      <PageContainer>{children}</PageContainer>
    </div>
  );
}
