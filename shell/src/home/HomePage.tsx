import { principalOf, userKind } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import { Spinner, useSessionUser } from '@dpohub/shared-ui';
import { adminHomeCards, clientHomeCards } from './function-cards';
import { CardGrid } from './CardGrid';
import { QuickActionsPopup } from './QuickActionsPopup';
import { useClientFunctions } from './use-client-functions';
import styles from './FunctionCards.module.css';

function ClientCards({ principal }: { principal: Principal }) {
  const { loading, functions } = useClientFunctions(principal.client ?? null);
  if (loading) return <Spinner showLabel />;
  return (
    <CardGrid
      cards={clientHomeCards(functions)}
      principal={principal}
      contracted={functions}
      label="Funções"
    />
  );
}

/** /home (spec 1 section 2.5): admins see fixed cards, clients their client's cards. */
export function HomePage() {
  const user = useSessionUser();
  if (!user) return null;
  const principal = principalOf(user);
  return (
    <>
      <div className={styles.toolbar}>
        <QuickActionsPopup principal={principal} />
      </div>
      {userKind(principal) === 'admin' ? (
        <CardGrid cards={adminHomeCards(principal)} principal={principal} label="Funções" />
      ) : (
        <ClientCards principal={principal} />
      )}
    </>
  );
}
