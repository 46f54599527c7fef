import { SIMULATOR_PAGE_TITLE } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { useEffect } from 'react';
import { LABELS } from '../labels';
import styles from './PublicSimulatorPage.module.css';
import { HeadingLevelProvider } from '../simulation/heading-level';
import { PublicSimulator } from './PublicSimulator';

/** The portal's public page /simulador-de-multas (no layout, no session). */
export function PublicSimulatorPage() {
  const shell = useShell();

  useEffect(() => {
    shell.setTitle(LABELS.landing.title);
    // Spec 4 section 2: the public page's title reads "DPOHUB | Simulador de Multas".
    document.title = SIMULATOR_PAGE_TITLE;
  }, [shell]);

  return (
    <main className={styles.page}>
      {/* The page's own h1 is the flow's first heading (an embed's is an h2 under its host's). */}
      <HeadingLevelProvider level={1}>
        <PublicSimulator />
      </HeadingLevelProvider>
    </main>
  );
}
