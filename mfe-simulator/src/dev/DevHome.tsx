import { Link, useLocation } from 'react-router-dom';
import { SIMULATOR_ROUTES } from '../routing/simulator-paths';

const PAGES = [
  { to: SIMULATOR_ROUTES.landing, label: 'Simulador público' },
  { to: SIMULATOR_ROUTES.fineSimulator, label: 'Simulador interno' },
  { to: SIMULATOR_ROUTES.simulatedFines, label: 'Multas Simuladas' },
];

/** Links between this remote's pages on the standalone dev page (the shell's menu stands in). */
export function DevHome() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Páginas do simulador" style={{ display: 'flex', gap: 16, padding: 12 }}>
      {PAGES.map((page) => (
        <Link key={page.to} to={page.to} aria-current={pathname === page.to ? 'page' : undefined}>
          {page.label}
        </Link>
      ))}
    </nav>
  );
}
