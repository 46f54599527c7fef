import {
  ACCOUNT_SECURITY_TITLES,
  LOGOUT_REDIRECT_MS,
  MY_DATA_TITLES,
  NOTIFICATION_MESSAGES,
} from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePagePreload } from '../routing/use-page-preload';
import { SHELL_LABELS } from '../shell-labels';
import styles from './Layout.module.css';

// The preferences dialog loads when chosen from the menu, not with every page's top bar.
const NotificationPreferencesDialog = lazy(() =>
  import('./NotificationPreferencesDialog').then((m) => ({
    default: m.NotificationPreferencesDialog,
  })),
);

/** Ends this session's token on every server and records 'Saída do portal' (security L1, issue 31). */
export const SIGN_OUT_PATH = '/oauth/revoke';

/**
 * Spec 1 section 2.6: 'Alterar Senha' and 'Sair' under the user's name, plus the e-mail
 * notification preferences, the second factor, the active sessions and 'Meus dados'.
 */
export function ProfileMenu({ userName }: { userName: string }) {
  const shell = useShell();
  const preload = usePagePreload();
  const [open, setOpen] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const closePreferences = useCallback(() => setPreferencesOpen(false), []);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItemRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const go = (to: string) => ({
    to,
    onSelect: () => {
      setOpen(false);
      shell.navigate(to);
    },
  });

  const logout = () => {
    setOpen(false);
    // The server ends this session's token and records the sign-out; the page signs out whatever
    // it answers and never waits for it (an expired session is already signed out).
    void shell.http
      .post(SIGN_OUT_PATH, undefined, { skipErrorToast: true, skipAuthExpiry: true })
      .catch(() => undefined);
    shell.session.logout();
    // Spec 1 section 9: about 1.2 s, then /home, whose guard sends a signed-out user to /login.
    setTimeout(() => shell.navigate('/home'), LOGOUT_REDIRECT_MS);
  };

  const items: { label: string; to?: string; onSelect: () => void }[] = [
    { label: SHELL_LABELS.changePassword, ...go('/changePassword') },
    { label: ACCOUNT_SECURITY_TITLES.twoFactorTitle, ...go('/twoFactor') },
    { label: ACCOUNT_SECURITY_TITLES.sessionsTitle, ...go('/sessions') },
    { label: MY_DATA_TITLES.title, ...go('/myData') },
    {
      label: NOTIFICATION_MESSAGES.menuItem,
      onSelect: () => {
        setOpen(false);
        setPreferencesOpen(true);
      },
    },
    { label: SHELL_LABELS.logout, onSelect: logout },
  ];

  return (
    <div
      ref={rootRef}
      className={styles.profile}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.profileButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={SHELL_LABELS.profileMenu(userName)}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {userName.trim().charAt(0).toUpperCase()}
        </span>
        <span className={styles.profileName}>{userName}</span>
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.profileMenu}>
          {items.map((item, index) => (
            <button
              {...(item.to ? preload(item.to) : {})}
              key={item.label}
              ref={index === 0 ? firstItemRef : undefined}
              type="button"
              role="menuitem"
              className={styles.profileItem}
              onClick={item.onSelect}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <NotificationPreferencesDialog onClose={closePreferences} />
        </Suspense>
      )}
    </div>
  );
}
