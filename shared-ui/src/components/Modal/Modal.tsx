import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { LABELS } from '../../labels';
import { usePortalTarget } from '../../platform/portal-target';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Set false while an operation runs that must not be abandoned. */
  dismissible?: boolean;
  /** Text under the title, read as the dialog's description. */
  description?: ReactNode;
}

/**
 * Whether the element's content is taller than the element (so it scrolls), kept up to date as
 * either changes size.
 */
function useScrolls(ref: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const check = () => setScrolls(element.scrollHeight > element.clientHeight);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, open]);
  return scrolls;
}

/** A dialog: labelled by its title, Escape closes, focus stays inside and returns afterwards. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'medium',
  dismissible = true,
  description,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open);
  // A body that scrolls (the terms, the privacy notice) is a tab stop, so a keyboard user can
  // scroll it (axe scrollable-region-focusable); one that fits adds no stop to a form's order.
  const bodyScrolls = useScrolls(bodyRef, open);
  const portalTarget = usePortalTarget();

  useEffect(() => {
    if (!open || !dismissible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismissible, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {/* Not <header>/<footer>: outside <main> those are the page's banner and contentinfo
            landmarks, which an open dialog would duplicate (axe, platform m27). */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={LABELS.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {/* A dialog that only asks (its title is the question) has no empty body between the
            title and its buttons (platform m16). */}
        {children !== undefined && children !== null && children !== false ? (
          <div
            ref={bodyRef}
            className={styles.body}
            {...(bodyScrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
          >
            {children}
          </div>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    portalTarget,
  );
}
