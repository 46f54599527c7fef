import { MESSAGES } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/** A guard's redirect, with the warning toast when access was refused (spec 1 section 8). */
export function GuardRedirect({ to, warnNoAccess }: { to: string; warnNoAccess?: boolean }) {
  const { toast } = useShell();
  useEffect(() => {
    if (warnNoAccess) toast.warn(MESSAGES.noAccess);
  }, [toast, warnNoAccess]);
  return <Navigate to={to} replace />;
}
