import { useShell } from '@dpohub/shared-ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Sent back" (spec 2 sections 2.5 and 2.6): the previous page of the history, or home when the
 * page was opened directly and there is nothing to go back to.
 */
export function useGoBack(): () => void {
  const shell = useShell();
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else shell.navigate('/home', { replace: true });
  }, [key, navigate, shell]);
}
