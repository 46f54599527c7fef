import { Link, Route, Routes } from 'react-router-dom';
import { Button, ShellProvider, useSessionUser } from '@dpohub/shared-ui';
import type { ShellApi } from '@dpohub/shared-ui';
import { AUTH_ROUTES } from '../routing/auth-paths';
import styles from './DevHome.module.css';

/** Stand-in for the shell's pages (/, /home, /clientDemands) on the standalone dev page. */
function DevLanding({ shell }: { shell: ShellApi }) {
  const user = useSessionUser();
  return (
    <main className={styles.page}>
      <h1>mfe-auth: página de desenvolvimento</h1>
      <p>{user ? `Sessão de ${user.name} (${user.email})` : 'Nenhuma sessão.'}</p>
      <nav aria-label="Páginas do remote">
        <ul>
          {Object.values(AUTH_ROUTES).map((route) => (
            <li key={route}>
              <Link to={route}>{route}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {user ? (
        <Button variant="secondary" onClick={() => shell.session.logout()}>
          Sair
        </Button>
      ) : null}
    </main>
  );
}

export function DevHome({ shell }: { shell: ShellApi }) {
  const landing = (
    <ShellProvider shell={shell}>
      <DevLanding shell={shell} />
    </ShellProvider>
  );
  return (
    <Routes>
      <Route path="/" element={landing} />
      <Route path="/home" element={landing} />
      <Route path="/clientDemands" element={landing} />
      <Route path="*" element={null} />
    </Routes>
  );
}
