import type { Principal } from '@dpohub/domain';
import type { FunctionCard } from './function-cards';
import { FunctionCardButton } from './FunctionCardButton';
import styles from './FunctionCards.module.css';

export function CardGrid({
  cards,
  principal,
  label,
}: {
  cards: readonly FunctionCard[];
  principal: Principal;
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.key}>
          <FunctionCardButton card={card} principal={principal} />
        </li>
      ))}
    </ul>
  );
}
