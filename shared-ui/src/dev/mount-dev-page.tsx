import '../theme.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
// By package name, not by path: the remote's build then uses the one shared-ui it shares.
import {
  Button,
  ShellProvider,
  Spinner,
  ToastHost,
  createQueryClient,
  createStandaloneShell,
  useSessionUser,
} from '@dpohub/shared-ui';
import type { RemoteAppModule, ShellApi } from '@dpohub/shared-ui';
import { DevSignIn } from './DevSignIn';
import styles from './DevHome.module.css';

export interface DevPageOptions {
  /** The remote's exposed `./app` module. */
  remote: RemoteAppModule;
  /** Shown in the bar, e.g. 'mfe-admin'. */
  name: string;
  /** Links to the remote's pages. */
  pages: readonly string[];
}

/** Stand-in for the shell's layout: sign-in, the remote's pages, sign-out. */
function DevBar({
  shell,
  name,
  pages,
}: {
  shell: ShellApi;
  name: string;
  pages: readonly string[];
}) {
  const user = useSessionUser();
  return (
    <header className={styles.bar}>
      <strong>{`${name}: página de desenvolvimento`}</strong>
      {user ? (
        <>
          <nav aria-label="Páginas do remote">
            {pages.map((path) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
          </nav>
          <span>{`Sessão de ${user.name}`}</span>
          <Button variant="secondary" onClick={() => shell.session.logout()}>
            Sair
          </Button>
        </>
      ) : (
        <DevSignIn shell={shell} />
      )}
    </header>
  );
}

/**
 * A remote's standalone dev page (`npm run dev -w <remote>`): the remote alone, with its own
 * shell API over the dev server's proxied /api, a sign-in bar and links to its pages.
 */
export function mountDevPage({ remote, name, pages }: DevPageOptions): void {
  const shell = createStandaloneShell();
  const queryClient = createQueryClient();
  const { App } = remote;
  const root = document.getElementById('root');
  if (!root) throw new Error('The dev page needs a #root element.');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <ShellProvider shell={shell}>
          <Routes>
            <Route path="*" element={<DevBar shell={shell} name={name} pages={pages} />} />
          </Routes>
        </ShellProvider>
        {/* The shell's part: the data cache, and a Suspense boundary above the remote's routes. */}
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Spinner />}>
            <App shell={shell} />
          </Suspense>
        </QueryClientProvider>
      </BrowserRouter>
      <ToastHost />
    </StrictMode>,
  );
}
