import { ACCOUNT_SECURITY_LABELS } from '@dpohub/domain';
import { Button, Modal, useShell } from '@dpohub/shared-ui';
import styles from './AccountSecurity.module.css';

/** The recovery codes, shown once, right after they are made. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const shell = useShell();
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    shell.toast.success(ACCOUNT_SECURITY_LABELS.codesCopied);
  };
  return (
    <Modal
      open
      title={ACCOUNT_SECURITY_LABELS.recoveryTitle}
      description={ACCOUNT_SECURITY_LABELS.recoveryExplain}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {ACCOUNT_SECURITY_LABELS.copyCodes}
          </Button>
          <Button onClick={onClose}>{ACCOUNT_SECURITY_LABELS.recoverySaved}</Button>
        </>
      }
    >
      <ol className={styles.codes} aria-label={ACCOUNT_SECURITY_LABELS.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
