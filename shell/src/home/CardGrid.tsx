import type { Principal } from '@dpohub/domain';
import { usePagePreload } from '../routing/use-page-preload';
import type { FunctionCard } from './function-cards';
import { FunctionCardButton } from './FunctionCardButton';
import styles from './FunctionCards.module.css';

export function CardGrid({
  cards,
  principal,
  label,
  contracted = null,
}: {
  cards: readonly FunctionCard[];
  principal: Principal;
  label?: string;
  /** The client's contracted functions (client users), so /functions agrees with home. */
  contracted?: readonly string[] | null;
}) {
  const preload = usePagePreload();
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        // A card's page starts loading when the pointer, the focus or a touch reaches it.
        <li key={card.key} {...(card.to ? preload(card.to) : {})}>
          <FunctionCardButton card={card} principal={principal} contracted={contracted} />
        </li>
      ))}
    </ul>
  );
}
