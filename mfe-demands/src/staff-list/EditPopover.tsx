import { useShell } from '@dpohub/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { DEMAND_LABELS } from '../common/labels';
import styles from './EditPopover.module.css';

export interface EditPopoverProps {
  demanda: string;
  href: string;
}

/** The admin's edit popover on a staff list row (spec 2 section 2.1), linking to the form. */
export function EditPopover({ demanda, href }: EditPopoverProps) {
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  return (
    <div
      ref={wrapperRef}
      className={styles.wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label={DEMAND_LABELS.staffList.editPopover(demanda)}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">✎</span>
      </button>
      {open ? (
        <div id={popoverId} className={styles.popover}>
          <a
            className={styles.link}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              shell.navigate(href);
            }}
          >
            {DEMAND_LABELS.staffList.edit}
          </a>
        </div>
      ) : null}
    </div>
  );
}
