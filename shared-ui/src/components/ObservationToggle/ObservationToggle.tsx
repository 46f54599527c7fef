import type { ReactNode } from 'react';
import { useId } from 'react';
import { LABELS } from '../../labels';
import styles from './ObservationToggle.module.css';

export interface ObservationToggleProps {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The observation field, shown while open. */
  children?: ReactNode;
}

/** 'Adicionar observação' / 'Remover Observação' (spec 1 section 2.7). */
export function ObservationToggle({ open, onToggle, children }: ObservationToggleProps) {
  const regionId = useId();
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => onToggle(!open)}
      >
        <span aria-hidden="true">{open ? '−' : '+'}</span>
        {open ? LABELS.removeObservation : LABELS.addObservation}
      </button>
      <div id={regionId} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
