import {
  DEFINITION_IDENTITIES,
  FEATURES,
  type DefinitionCard,
  type DefinitionIdentityOf,
} from '@dpohub/domain';
import type { CardDeclaration, PageDeclaration, RemotePages } from '@dpohub/shared-ui';

const page = (path: string, title: string, access: PageDeclaration['access']) => ({
  path,
  title,
  access,
  layout: true,
});

const PROJECT = 'Avaliação de projetos';
const ROPA = 'ROPA - Registro das Operações de Tratamento';
const ALI = 'Avaliação de Legítimo Interesse';
const TPA = 'Avaliação de Terceiros';

/**
 * The pages of each kind written as a definition, at its identity's route: `kind` without a
 * record, `kindDetails` with one.
 */
type DefinitionPages = {
  readonly [I in DefinitionIdentityOf as I['kind']]: I['route'];
} & {
  readonly [I in DefinitionIdentityOf as `${I['kind']}Details`]: `${I['route']}/:id`;
};

export type DefinitionPageKey = keyof DefinitionPages;

function definitionEntries<T>(
  entries: (identity: DefinitionIdentityOf) => [string, T][],
): Record<DefinitionPageKey, T> {
  return Object.fromEntries(DEFINITION_IDENTITIES.flatMap(entries)) as Record<DefinitionPageKey, T>;
}

const definitionPages = definitionEntries((identity) => [
  [identity.kind, identity.route],
  [`${identity.kind}Details`, `${identity.route}/:id`],
]) as DefinitionPages;

/** This remote's pages by key: the paths its own code routes and links to (its routes: PageRoutes). */
export const pages = {
  newProject: '/evaluation/project',
  newProjectDetails: '/evaluation/project/:id',
  ropa: '/ropa',
  ropaDetails: '/ropa/:id',
  ali: '/ali',
  aliDetails: '/ali/:id',
  tpa: '/TPA',
  tpaDetails: '/TPA/:id',
  ...definitionPages,
  list: '/myAvaliations',
  dashboard: '/dashboard',
} as const;

/**
 * The assessments remote's pages (spec 3 section 2) and what it adds to the side menu, home,
 * /functions and quick actions: the one place they are written. Published with the build
 * (mf-manifest.json `metaData.pages`); the routes are built from it (AssessmentRoutes).
 * A function, so that the remote's bundle, which imports only `pages`, leaves it out whole.
 */
export default function declarations(): RemotePages {
  const declared = {
    newProject: page(pages.newProject, PROJECT, FEATURES.projectEvaluation),
    newProjectDetails: page(pages.newProjectDetails, PROJECT, FEATURES.projectEvaluation),
    ropa: page(pages.ropa, ROPA, FEATURES.ropa),
    ropaDetails: page(pages.ropaDetails, ROPA, FEATURES.ropa),
    ali: page(pages.ali, ALI, FEATURES.ali),
    aliDetails: page(pages.aliDetails, ALI, FEATURES.ali),
    tpa: page(pages.tpa, TPA, FEATURES.tpa),
    tpaDetails: page(pages.tpaDetails, TPA, FEATURES.tpa),
    ...definitionEntries((identity) => {
      const access = FEATURES[identity.feature];
      return [
        [identity.kind, page(identity.route, identity.title, access)],
        [`${identity.kind}Details`, page(`${identity.route}/:id`, identity.title, access)],
      ];
    }),
    list: page(pages.list, 'Avaliações', FEATURES.assessmentsList),
    dashboard: page(pages.dashboard, 'Dashboard', FEATURES.dashboard),
  } satisfies Record<keyof typeof pages, PageDeclaration>;

  return {
    pages: declared,
    menu: [
      // Finding B1: the way back to every saved assessment, for whoever holds any of their
      // authorities (spec 3 section 1).
      {
        key: 'assessments',
        label: 'Avaliações',
        to: pages.list,
        order: 50,
        visibleBy: 'assessmentAuthority',
      },
    ],
    cards: [
      {
        key: 'projectEvaluation',
        title: 'Avaliação de Novos Projetos',
        section: 'evaluations',
        to: pages.newProject,
        order: 10,
        access: FEATURES.projectEvaluation,
        adminHome: 10,
        clientHome: 10,
      },
      {
        key: 'tpa',
        title: TPA,
        section: 'evaluations',
        to: pages.tpa,
        order: 20,
        access: FEATURES.tpa,
        adminHome: 20,
        clientHome: 20,
      },
      {
        key: 'ropa',
        title: 'ROPA',
        section: 'evaluations',
        to: pages.ropa,
        order: 30,
        access: FEATURES.ropa,
        adminHome: 30,
        clientHome: 30,
      },
      {
        key: 'ali',
        title: ALI,
        section: 'evaluations',
        to: pages.ali,
        order: 40,
        access: FEATURES.ali,
        adminHome: 40,
        clientHome: 40,
      },
      ...DEFINITION_IDENTITIES.flatMap(definitionCards),
      // Finding B1: every saved assessment, for whoever holds any assessment authority; on a
      // client's home after the four kinds, when any of them is contracted.
      {
        key: 'assessments',
        title: 'Avaliações',
        section: 'evaluations',
        to: pages.list,
        order: 50,
        anyOf: [
          'projectEvaluation',
          'tpa',
          'ropa',
          'ali',
          ...DEFINITION_IDENTITIES.map((identity) => identity.feature),
        ],
        adminHome: 50,
        clientHome: 50,
      },
      {
        key: 'dashboard',
        title: 'Dashboards',
        section: 'activities',
        to: pages.dashboard,
        order: 80,
        access: FEATURES.dashboard,
        adminHome: 90,
        clientHome: 70,
      },
    ],
    quickActions: [
      {
        key: 'newPartner',
        label: 'Novo contrato ou parceiro',
        to: pages.tpa,
        order: 10,
        access: FEATURES.tpa,
      },
      {
        key: 'newProject',
        label: 'Novo projeto',
        to: pages.newProject,
        order: 20,
        access: FEATURES.projectEvaluation,
      },
    ],
  };
}

/**
 * The cards of a kind written as a definition (issue 32), from its identity: its own card, keyed
 * by its contracted function, on /functions and, when the identity says so, on both homes; a
 * second card (the incident register's 'Gravidade de incidentes (ENISA)') names its own key and
 * opens the same page under the same function.
 */
function definitionCards(identity: DefinitionIdentityOf): CardDeclaration[] {
  const cards: readonly DefinitionCard[] = identity.cards;
  return cards.map((card) => ({
    key: card.key ?? identity.feature,
    title: card.title,
    section: 'evaluations',
    to: identity.route,
    order: card.order,
    access: FEATURES[identity.feature],
    ...(card.home ? { adminHome: card.order, clientHome: card.order } : {}),
    ...(card.key ? { contractKey: identity.feature } : {}),
  }));
}
