import { MESSAGES } from '@dpohub/domain';
import { NotFoundState } from '@dpohub/shared-ui';
import { DemandsPage } from './DemandsPage';

/**
 * A demand that does not exist or that the user may not see (the API answers 404 for both, so
 * ids of other clients reveal nothing): a clear statement and the way back to the list.
 */
export function DemandNotFound({ backTo }: { backTo: string }) {
  return (
    <DemandsPage>
      <NotFoundState
        message={MESSAGES.demandNotFoundScreen}
        backLabel={MESSAGES.backToDemands}
        backTo={backTo}
      />
    </DemandsPage>
  );
}

/** A route's id as a demand id: a positive whole number, else null (nothing to ask for). */
export function demandIdFrom(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
