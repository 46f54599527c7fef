import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  /**
   * Greyed out; still clickable, because the screen answers a disabled card with a message
   * ('Você não possui acesso a esta função.', spec 1 section 2.5).
   */
  disabled?: boolean;
  /**
   * Why a disabled card is closed: a function not offered yet looks apart from one the user may
   * not open (platform m26); the click still says which.
   */
  disabledReason?: 'unavailable' | 'noAccess';
  onClick: () => void;
}

/** A function card of home and functions. */
export function Card({
  title,
  icon,
  description,
  disabled = false,
  disabledReason,
  onClick,
}: CardProps) {
  const closed = disabled
    ? `${styles.disabled} ${disabledReason === 'unavailable' ? styles.unavailable : ''}`
    : '';
  return (
    <button
      type="button"
      className={`${styles.card} ${closed}`}
      data-closed={disabled ? (disabledReason ?? 'noAccess') : undefined}
      aria-disabled={disabled || undefined}
      onClick={onClick}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.title}>{title}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </button>
  );
}
