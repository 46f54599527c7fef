import { FEATURES } from '@dpohub/domain';
import type { PageDeclaration, RemotePages } from '@dpohub/shared-ui';

/** This remote's pages by key: the paths its own code routes and links to (its routes: PageRoutes). */
export const pages = {
  budgetControl: '/budgetControl',
} as const;

/**
 * The budget remote's page (spec 2) and its function card: the one place they are written.
 * Published with the build (mf-manifest.json `metaData.pages`); the routes are built from it.
 * A function, so that the remote's bundle, which imports only `pages`, leaves it out whole.
 */
export default function declarations(): RemotePages {
  const declared = {
    budgetControl: {
      path: pages.budgetControl,
      title: 'Controle orçamentário',
      access: FEATURES.budgetControl,
      layout: true,
    },
  } satisfies Record<keyof typeof pages, PageDeclaration>;

  return {
    pages: declared,
    cards: [
      {
        key: 'budgetControl',
        title: 'Controle Orçamentário',
        section: 'activities',
        to: pages.budgetControl,
        order: 70,
        access: FEATURES.budgetControl,
        adminHome: 80,
        clientHome: 60,
      },
    ],
  };
}
