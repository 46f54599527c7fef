import { MESSAGES, userKind } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import { Card, SESSION_KEYS, useShell } from '@dpohub/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cardState } from './function-cards';
import type { FunctionCard } from './function-cards';

// The client choice (a client picker with its new-client form) loads when an admin opens a card
// that needs a client, not with the home page.
const ClientChoiceDialog = lazy(() =>
  import('./ClientChoiceDialog').then((m) => ({ default: m.ClientChoiceDialog })),
);

/**
 * One function card. A card the user may not use stays clickable and explains why (spec 1
 * section 2.5): warning 'Você não possui acesso a esta função.' or, for a function not yet
 * built, the info 'Função indisponível...'.
 */
export function FunctionCardButton({
  card,
  principal,
  contracted = null,
}: {
  card: FunctionCard;
  principal: Principal;
  /** The client's contracted functions (client users; null for admins). */
  contracted?: readonly string[] | null;
}) {
  const shell = useShell();
  const location = useLocation();
  const [choosingClient, setChoosingClient] = useState(false);
  const state = cardState(card, principal, contracted);

  const go = (to: string) => {
    // Budget control's back arrow returns here (spec 2 section 2).
    shell.session.setItem(SESSION_KEYS.goBack, `${location.pathname}${location.search}`);
    shell.navigate(to);
  };

  const open = () => {
    if (state === 'unavailable') return shell.toast.info(MESSAGES.featureUnavailable);
    if (state === 'noAccess' || !card.to) return shell.toast.warn(MESSAGES.noAccess);
    if (card.needsClient && userKind(principal) === 'admin') return setChoosingClient(true);
    go(card.to);
  };

  return (
    <>
      <Card
        title={card.title}
        disabled={state !== 'enabled'}
        disabledReason={state === 'unavailable' ? 'unavailable' : 'noAccess'}
        onClick={open}
      />
      {choosingClient && card.to ? (
        <Suspense fallback={null}>
          <ClientChoiceDialog
            title={card.title}
            onClose={() => setChoosingClient(false)}
            onChosen={() => {
              setChoosingClient(false);
              go(card.to!);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
