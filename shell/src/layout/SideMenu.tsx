import type { Principal } from '@dpohub/domain';
import { NavLink } from 'react-router-dom';
import { SHELL_LABELS } from '../shell-labels';
import { visibleMenuItems } from './menu-items';
import styles from './Layout.module.css';

export interface SideMenuProps {
  principal: Principal;
  open: boolean;
  onOpenLgpdPrimer: () => void;
  /** Called after an item is chosen (closes the drawer on small screens). */
  onNavigate: () => void;
}

/** Spec 1 section 2.6: the side menu. */
export function SideMenu({ principal, open, onOpenLgpdPrimer, onNavigate }: SideMenuProps) {
  return (
    <nav
      id="side-menu"
      className={`${styles.sideMenu} ${open ? styles.sideMenuOpen : ''}`}
      aria-label={SHELL_LABELS.sideMenu}
    >
      <div className={styles.brand}>{SHELL_LABELS.productName}</div>
      <ul className={styles.menuList}>
        {visibleMenuItems(principal).map((item) => (
          <li key={item.key}>
            {item.to ? (
              <NavLink
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
  );
}
