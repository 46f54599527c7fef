import { useEffect } from 'react';
import { landingPath, type Principal } from '@dpohub/domain';
import { Link, NavLink } from 'react-router-dom';
import { usePagePreload } from '../routing/use-page-preload';
import { SHELL_LABELS } from '../shell-labels';
import { visibleMenuItems } from './menu-items';
import styles from './Layout.module.css';

export interface SideMenuProps {
  principal: Principal;
  open: boolean;
  onOpenLgpdPrimer: () => void;
  /** Called after an item is chosen (closes the drawer on small screens). */
  onNavigate: () => void;
  /** Closes the drawer (its close button, Escape, a tap outside it). */
  onClose: () => void;
}

/** Spec 1 section 2.6: the side menu. */
export function SideMenu({
  principal,
  open,
  onOpenLgpdPrimer,
  onNavigate,
  onClose,
}: SideMenuProps) {
  const preload = usePagePreload();
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <>
      {open ? (
        // The scrim of the phone drawer: a tap outside the menu closes it (Escape does too).
        <div className={styles.scrim} aria-hidden="true" onClick={onClose} />
      ) : null}
      <nav
        id="side-menu"
        className={`${styles.sideMenu} ${open ? styles.sideMenuOpen : ''}`}
        aria-label={SHELL_LABELS.sideMenu}
      >
        <div className={styles.brandRow}>
          {/* The logo leads to the user's first page, as in most portals (platform m26). */}
          <Link to={landingPath(principal)} className={styles.brand} onClick={onNavigate}>
            {SHELL_LABELS.productName}
          </Link>
          <button
            type="button"
            className={styles.menuClose}
            aria-label={SHELL_LABELS.closeMenu}
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <ul className={styles.menuList}>
          {visibleMenuItems(principal).map((item) => (
            <li key={item.key}>
              {item.to ? (
                <NavLink
                  {...preload(item.to)}
                  to={item.to}
                  className={({ isActive }) =>
                    `${styles.menuItem} ${isActive ? styles.menuItemActive : ''}`
                  }
                  onClick={onNavigate}
                >
                  {item.label}
                </NavLink>
              ) : (
                <button
                  type="button"
                  className={styles.menuItem}
                  onClick={() => {
                    onOpenLgpdPrimer();
                    onNavigate();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
