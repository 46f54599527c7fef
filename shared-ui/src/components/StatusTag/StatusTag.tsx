import styles from './StatusTag.module.css';

export type StatusVariant = 'warn' | 'none' | 'info' | 'accept' | 'danger' | 'moderate' | 'grey';

export interface StatusTagProps {
  label: string;
  variant?: StatusVariant;
  /** Archived demands show in grey whatever their status (spec 1 section 2.7). */
  archived?: boolean;
}

/** The coloured status of a demand or budget line. */
export function StatusTag({ label, variant = 'none', archived = false }: StatusTagProps) {
  const shown = archived ? 'grey' : variant;
  return (
    <span className={`${styles.tag} ${styles[shown]}`} data-variant={shown}>
      {label}
    </span>
  );
}
