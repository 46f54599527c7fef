import { useState } from 'react';
import { AUDIT_MESSAGES } from '@dpohub/domain';
import type { AuditVerification } from '@dpohub/domain/wire';
import { Button, useShell } from '@dpohub/shared-ui';
import { AUDIT_LABELS } from './audit-labels';
import styles from './AuditTrail.module.css';
import { verifyAuditChain } from './audit-api';

/**
 * 'Verificar integridade' (firm admins): the server recomputes the chain and names the first
 * broken link; the last event checked is shown to be kept outside the portal.
 */
export function AuditVerifyButton() {
  const { http, toast } = useShell();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<AuditVerification | null>(null);

  const verify = async () => {
    setRunning(true);
    try {
      const answer = await verifyAuditChain(http);
      setResult(answer);
      if (answer.ok) toast.success(AUDIT_MESSAGES.verifyOk(answer.checked));
      else
        toast.error(
          AUDIT_MESSAGES.verifyBroken(answer.firstBroken!.id, answer.firstBroken!.reason),
        );
    } catch {
      // The http client showed the server's message.
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void verify()} loading={running}>
        {running ? AUDIT_LABELS.verifying : AUDIT_LABELS.verify}
      </Button>
      {result && (
        <p className={styles.verified} role="status">
          {result.ok
            ? AUDIT_MESSAGES.verifyOk(result.checked)
            : AUDIT_MESSAGES.verifyBroken(result.firstBroken!.id, result.firstBroken!.reason)}
          {result.head && (
            <>
              {' '}
              {AUDIT_LABELS.keepHead}{' '}
              <code>
                {result.head.id}:{result.head.hash}
              </code>
            </>
          )}
        </p>
      )}
    </>
  );
}
