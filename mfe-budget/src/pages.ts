import { FEATURES } from '@dpohub/domain';
import type { PageDeclaration, RemotePages } from '@dpohub/shared-ui';

/**
 * The budget remote's page (spec 2) and its function card: the one place they are written.
 * Published with the build (mf-manifest.json `metaData.pages`); the routes are built from it.
 */
export const pages = {
  budgetControl: {
    path: '/budgetControl',
    title: 'Controle orçamentário',
    access: FEATURES.budgetControl,
    layout: true,
  },
} satisfies Record<string, PageDeclaration>;

/** The declarations the build publishes (tooling/page-declarations.js). */
export default {
  pages,
  cards: [
    {
      key: 'budgetControl',
      title: 'Controle Orçamentário',
      section: 'activities',
      to: pages.budgetControl.path,
      order: 70,
      access: FEATURES.budgetControl,
      adminHome: 80,
      clientHome: 60,
    },
  ],
} satisfies RemotePages;
