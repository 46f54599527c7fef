import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { loadedRowMenuPopup, loadRowMenuPopup } from './row-menu-popup-loader';
import styles from './RowMenu.module.css';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Why a disabled item cannot be chosen, shown under it and read with it. */
  hint?: string;
}

export interface RowMenuProps {
  /** Accessible name of the menu button, e.g. 'Ações de Ana Souza'. */
  label: string;
  items: readonly RowMenuItem[];
}

const preload = () => void loadRowMenuPopup().catch(() => undefined);

/**
 * The "⋮" menu of a list row (users: Editar, Ativar/Desativar; demands: the status actions of
 * spec 2 section 4). A disabled item stays visible so the user sees the step exists. Arrow keys
 * move, Escape closes and gives focus back to the button. The menu floats above the table and
 * flips above the button near the bottom of the screen (RowMenuPopup, loaded on first use: a
 * list shows its buttons without it).
 */
export function RowMenu({ label, items }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const [, popupArrived] = useReducer((count: number) => count + 1, 0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Popup = loadedRowMenuPopup();
  const close = useCallback(() => setOpen(false), []);

  // Opened before the popup arrived (a click with no hover or focus first): render on arrival.
  useEffect(() => {
    if (!open || Popup) return;
    let current = true;
    loadRowMenuPopup().then(
      () => current && popupArrived(),
      (error: unknown) => {
        console.error('RowMenu: the menu could not be loaded', error);
        if (current) setOpen(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, Popup]);

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && Popup ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && Popup ? (
        <Popup id={menuId} label={label} items={items} buttonRef={buttonRef} onClose={close} />
      ) : null}
    </div>
  );
}
