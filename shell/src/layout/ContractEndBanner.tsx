import { brazilianDay, contractAccess, contractEndBanner } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';
import styles from './Layout.module.css';

/**
 * Issue 31: a client user whose company's contract ended reads, on every page of the window,
 * until when they may still consult and download (the API refuses every change meanwhile).
 */
export function ContractEndBanner({
  user,
  now = new Date(),
}: {
  user: SessionUser | null;
  now?: Date;
}) {
  const contract = user?.contractEnd;
  if (!contract || user.admin) return null;
  if (contractAccess(contract, brazilianDay(now)) !== 'readOnly') return null;
  return (
    <p className={styles.contractBanner} role="status">
      {contractEndBanner(contract)}
    </p>
  );
}
