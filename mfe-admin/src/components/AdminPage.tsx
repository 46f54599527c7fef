import type { ReactNode } from 'react';
import { PageContainer } from '@dpohub/shared-ui';
import styles from './AdminPage.module.css';

/**
 * The shared PageContainer inside a scope that makes its boxes border-box: the container and the
 * shared inputs are `width: 100%` with padding, which would otherwise overflow the content area.
 */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.scope}>
      <PageContainer>{children}</PageContainer>
    </div>
  );
}
