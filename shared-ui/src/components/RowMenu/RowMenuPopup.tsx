import { useEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { useAnchoredPopup } from '../../hooks/use-anchored-popup';
import type { RowMenuItem } from './RowMenu';
import styles from './RowMenu.module.css';

export interface RowMenuPopupProps {
  id: string;
  label: string;
  items: readonly RowMenuItem[];
  /** The "⋮" button: the popup's anchor, and where focus returns on Escape. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The open part of a RowMenu: the floating list of items, in a chunk of its own (with
 * floating-ui) that loads when a menu is first about to open. Mounted only while open: on mount
 * the first enabled item takes focus; a press outside closes it.
 */
export function RowMenuPopup({ id, label, items, buttonRef, onClose }: RowMenuPopupProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const { setPopup, popupStyle } = useAnchoredPopup(buttonRef.current);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose();
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [buttonRef, onClose]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(
      menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ??
        [],
    );
    const current = entries.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(current + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      onClose();
    }
  };

  return (
    <ul
      ref={(node) => {
        menuRef.current = node;
        setPopup(node);
      }}
      style={popupStyle}
      id={id}
      role="menu"
      aria-label={label}
      className={styles.menu}
      onKeyDown={onMenuKeyDown}
    >
      {items.map((item, index) => {
        const hintId = item.hint ? `${id}-hint-${index}` : undefined;
        return (
          <li key={item.label} role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              disabled={item.disabled}
              aria-describedby={hintId}
              onClick={() => {
                onClose();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
            {item.hint ? (
              <span id={hintId} className={styles.hint}>
                {item.hint}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
