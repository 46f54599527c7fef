import { FEATURES } from '@dpohub/domain';
import type { PageDeclaration, RemotePages } from '@dpohub/shared-ui';

/** This remote's pages by key: the paths its own code routes and links to (its routes: PageRoutes). */
export const pages = {
  landing: '/simulador-de-multas',
  fineSimulator: '/fineSimulator',
  simulatedFines: '/simulatedFines',
  simulationDetails: '/simulatedFines/:id',
  unsubscribe: '/descadastrar',
} as const;

/**
 * The simulator remote's pages (spec 4 section 2) and what it adds to the side menu, home and
 * /functions: the one place they are written. Published with the build (mf-manifest.json
 * `metaData.pages`); the routes are built from it (SimulatorRoutes).
 * A function, so that the remote's bundle, which imports only `pages`, leaves it out whole.
 */
export default function declarations(): RemotePages {
  const declared = {
    // Spec 4 section 2: the public intro of the fine simulator (lead registration, then simulation).
    landing: {
      path: pages.landing,
      title: 'Simulador de Multas',
      access: FEATURES.fineSimulatorLanding,
      layout: false,
    },
    fineSimulator: {
      path: pages.fineSimulator,
      title: 'Simulador de multas',
      access: FEATURES.fineSimulator,
      layout: true,
    },
    simulatedFines: {
      path: pages.simulatedFines,
      title: 'Multas Simuladas',
      access: FEATURES.simulatedFines,
      layout: true,
    },
    /** One simulation from the list: its answers, result, lead and every file (platform M3). */
    simulationDetails: {
      path: pages.simulationDetails,
      title: 'Simulação',
      access: FEATURES.simulatedFines,
      layout: true,
    },
    // The result e-mail's unsubscribe link (issue 30, domain LEAD_UNSUBSCRIBE_PATH), signed in or not.
    unsubscribe: {
      path: pages.unsubscribe,
      title: 'Descadastrar e-mails',
      access: FEATURES.fineSimulatorLanding,
      layout: false,
      openToSignedIn: true,
    },
  } satisfies Record<keyof typeof pages, PageDeclaration>;

  return {
    pages: declared,
    menu: [
      {
        key: 'simulatedFines',
        label: 'Multas Simuladas',
        to: pages.simulatedFines,
        order: 70,
        access: FEATURES.simulatedFines,
        hiddenForParticipants: true,
      },
    ],
    cards: [
      // Spec 1 section 2.5: always enabled (and on every client's home: it is not contracted).
      {
        key: 'fineSimulator',
        title: 'Simulador de multas',
        section: 'evaluations',
        to: pages.fineSimulator,
        order: 60,
        adminHome: 60,
        clientHome: 200,
      },
      {
        key: 'simulatedFines',
        title: 'Multas Simuladas',
        section: 'evaluations',
        to: pages.simulatedFines,
        order: 160,
        access: FEATURES.simulatedFines,
        adminHome: 70,
      },
    ],
  };
}
