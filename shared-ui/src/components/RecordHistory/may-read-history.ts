import { SPEC_FEATURES, canAccess, principalOf } from '@dpohub/domain';
import { useSessionUser } from '../../platform/ShellProvider';

/** Whether the session may read a record's history: the audit trail's rule. */
export function useMayReadHistory(): boolean {
  const user = useSessionUser();
  // The spec's literal rules: the record pages' bundles then carry this one rule, not them all.
  return user !== null && canAccess(principalOf(user), SPEC_FEATURES.auditTrail);
}
