import { MESSAGES } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import { Card, SESSION_KEYS, useShell } from '@dpohub/shared-ui';
import { useLocation } from 'react-router-dom';
import { cardState } from './function-cards';
import type { FunctionCard } from './function-cards';

/**
 * One function card. A card the user may not use stays clickable and explains why (spec 1
 * section 2.5): warning 'Você não possui acesso a esta função.' or, for a function not yet
 * built, the info 'Função indisponível...'.
 */
export function FunctionCardButton({
  card,
  principal,
}: {
  card: FunctionCard;
  principal: Principal;
}) {
  const shell = useShell();
  const location = useLocation();
  const state = cardState(card, principal);

  const open = () => {
    if (state === 'unavailable') return shell.toast.info(MESSAGES.featureUnavailable);
    if (state === 'noAccess' || !card.to) return shell.toast.warn(MESSAGES.noAccess);
    // Budget control's back arrow returns here (spec 2 section 2).
    shell.session.setItem(SESSION_KEYS.goBack, `${location.pathname}${location.search}`);
    shell.navigate(card.to);
  };

  return <Card title={card.title} disabled={state !== 'enabled'} onClick={open} />;
}
