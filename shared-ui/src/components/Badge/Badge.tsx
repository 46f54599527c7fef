import type { ButtonHTMLAttributes } from 'react';
import { LABELS } from '../../labels';
import styles from './Badge.module.css';

export interface BadgeProps {
  enabled: boolean;
  /** Texts for each state; default 'Ativo' / 'Inativo'. */
  enabledLabel?: string;
  disabledLabel?: string;
  /** Makes the badge a button (e.g. opening the toggle confirmation, spec 1 section 2.10). */
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
  /** Accessible name of the button form, e.g. 'Alterar status de Ana'. */
  actionLabel?: string;
}

/** Enabled / disabled badge of users and lawyers. */
export function Badge({
  enabled,
  enabledLabel = LABELS.enabled,
  disabledLabel = LABELS.disabled,
  onClick,
  actionLabel,
}: BadgeProps) {
  const className = `${styles.badge} ${enabled ? styles.enabled : styles.disabled}`;
  const text = enabled ? enabledLabel : disabledLabel;
  if (onClick) {
    return (
      <button
        type="button"
        className={`${className} ${styles.action}`}
        onClick={onClick}
        aria-label={actionLabel}
      >
        {text}
      </button>
    );
  }
  return <span className={className}>{text}</span>;
}
