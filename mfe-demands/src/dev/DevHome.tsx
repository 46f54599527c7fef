import { Link, Route, Routes } from 'react-router-dom';
import { Button, ShellProvider, useSessionUser } from '@dpohub/shared-ui';
import type { ShellApi } from '@dpohub/shared-ui';
import { DEMAND_PATHS } from '../common/demand-paths';
import { DevSignIn } from './DevSignIn';
import styles from './DevHome.module.css';

const PAGES = [
  DEMAND_PATHS.staffList,
  DEMAND_PATHS.filed,
  DEMAND_PATHS.staffNew,
  DEMAND_PATHS.clientList,
];

/** Stand-in for the shell's layout on the standalone dev page: sign-in and links to the pages. */
function DevLanding({ shell }: { shell: ShellApi }) {
  const user = useSessionUser();
  return (
    <header className={styles.bar}>
      <strong>mfe-demands: página de desenvolvimento</strong>
      {user ? (
        <>
          <nav aria-label="Páginas do remote">
            {PAGES.map((path) => (
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

export function DevHome({ shell }: { shell: ShellApi }) {
  return (
    <ShellProvider shell={shell}>
      <Routes>
        <Route path="*" element={<DevLanding shell={shell} />} />
      </Routes>
    </ShellProvider>
  );
}
