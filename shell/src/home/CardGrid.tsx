import type { Principal } from '@dpohub/domain';
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
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.key}>
          <FunctionCardButton card={card} principal={principal} contracted={contracted} />
        </li>
      ))}
    </ul>
  );
}
