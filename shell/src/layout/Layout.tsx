import { landingPath, principalOf } from '@dpohub/domain';
import { Spinner, useSessionUser, useShell } from '@dpohub/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { historyIndex } from './back-target';
import type { ReactNode } from 'react';
import { SHELL_LABELS } from '../shell-labels';
import { ContractEndBanner } from './ContractEndBanner';
import { sessionQueryClient } from './session-query-client';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import styles from './Layout.module.css';

// Dialogs load when opened: a page shows its frame without them (and without the modal's code).
const LgpdPrimerDialog = lazy(() =>
  import('./LgpdPrimerDialog').then((m) => ({ default: m.LgpdPrimerDialog })),
);

/** The private pages' frame: side menu, top bar, content. It stays mounted across areas. */
export function Layout({ children }: { children?: ReactNode }) {
  const { session } = useShell();
  const current = useSessionUser();
  // After 'Sair' the session is empty for the 1.2 s before the redirect (spec 1 section 2.6):
  // the frame keeps the menu and name it had and says it is signing out, instead of a blank page
  // under a menu that loses its items (platform m21).
  const [lastUser, setLastUser] = useState(current);
  if (current && current !== lastUser) setLastUser(current);
  const signingOut = current === null && lastUser !== null;
  const user = current ?? lastUser;
  const [menuOpen, setMenuOpen] = useState(false);
  const [primerOpen, setPrimerOpen] = useState(false);
  const principal = principalOf(user ?? { admin: false, roles: [] });
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The layout stays mounted across portal pages: its first history entry is where the portal
  // visit began (what lies before it is the login page or another site).
  const [firstPortalIndex] = useState(historyIndex);

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main-content">
        {SHELL_LABELS.skipToContent}
      </a>
      <SideMenu
        principal={principal}
        open={menuOpen}
        onOpenLgpdPrimer={() => setPrimerOpen(true)}
        onNavigate={closeMenu}
        onClose={closeMenu}
      />
      <div className={styles.main}>
        <TopBar
          userName={user?.name ?? ''}
          landing={landingPath(principal)}
          firstPortalIndex={firstPortalIndex}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((value) => !value)}
        />
        <ContractEndBanner user={user} />
        <main id="main-content" className={styles.content} tabIndex={-1}>
          {signingOut ? (
            <Spinner label={SHELL_LABELS.signingOut} showLabel />
          ) : (
            // Mounted once with the layout, which stays from page to page: a navigation that
            // waits for code keeps the page it leaves; the spinner shows only when nothing was on
            // screen (the first page, a direct visit whose screen is still loading).
            // The pages' server data: one cache for the session, shared with every remote.
            <QueryClientProvider client={sessionQueryClient(session)}>
              <Suspense fallback={<Spinner />}>{children}</Suspense>
            </QueryClientProvider>
          )}
        </main>
      </div>
      {primerOpen ? (
        <Suspense fallback={null}>
          <LgpdPrimerDialog onClose={() => setPrimerOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
