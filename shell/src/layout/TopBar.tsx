import { SESSION_KEYS, useShell } from '@dpohub/shared-ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { SHELL_LABELS } from '../shell-labels';
import { usePageTitle } from '../title/page-title-store';
import { backTarget, historyIndex } from './back-target';
import { ProfileMenu } from './ProfileMenu';
import styles from './Layout.module.css';

export interface TopBarProps {
  userName: string;
  /** The user's landing page (spec 1 section 2.1). */
  landing: string;
  /** History index of the first portal page of this visit (the layout's first render). */
  firstPortalIndex: number;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Spec 1 section 2.6: page title, back arrow, profile menu. */
export function TopBar({
  userName,
  landing,
  firstPortalIndex,
  menuOpen,
  onToggleMenu,
}: TopBarProps) {
  const title = usePageTitle();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useShell();
  const back = backTarget(pathname, session.getItem(SESSION_KEYS.goBack), {
    landing,
    hasEarlierPortalPage: historyIndex() > firstPortalIndex,
  });

  const goBack = () => {
    if (back.kind === 'path') navigate(back.to);
    else navigate(-1);
  };

  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.menuToggle}
        aria-controls="side-menu"
        aria-expanded={menuOpen}
        aria-label={menuOpen ? SHELL_LABELS.closeMenu : SHELL_LABELS.openMenu}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {back.kind !== 'none' && (
        <button
          type="button"
          className={styles.backButton}
          aria-label={SHELL_LABELS.back}
          onClick={goBack}
        >
          <span aria-hidden="true">←</span>
        </button>
      )}
      {/* Spec 1 section 2.5: home shows no title; screen readers still get the page's name. */}
      <h1 className={styles.title}>
        {title || <span className={styles.visuallyHidden}>{SHELL_LABELS.homeHeading}</span>}
      </h1>
      <ProfileMenu userName={userName} />
    </header>
  );
}
