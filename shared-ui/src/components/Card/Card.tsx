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
  onClick: () => void;
}

/** A function card of home and functions. */
export function Card({ title, icon, description, disabled = false, onClick }: CardProps) {
  return (
    <button
      type="button"
      className={`${styles.card} ${disabled ? styles.disabled : ''}`}
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
