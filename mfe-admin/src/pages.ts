import { CALENDAR_FEATURES, DATA_SUBJECT_FEATURES, ERASURE_TITLES, FEATURES } from '@dpohub/domain';
import type { PageDeclaration, RemotePages } from '@dpohub/shared-ui';

/** This remote's pages by key: the paths its own code routes and links to (its routes: PageRoutes). */
export const pages = {
  users: '/users',
  newUser: '/users/new',
  editUser: '/users/edit/:id',
  lawyers: '/lawyerManagement',
  clientPrices: '/clientPricesHours',
  clients: '/clients',
  auditTrail: '/auditTrail',
  calendar: '/calendar',
  dataSubjectRequests: '/dataSubjectRequests',
} as const;

/**
 * The administration remote's pages (spec 1 sections 2.8 to 2.11) and what it adds to the side
 * menu, home, /functions and quick actions: the one place they are written. Published with the
 * build (mf-manifest.json `metaData.pages`); the routes are built from it (AdminRoutes).
 * A function, so that the remote's bundle, which imports only `pages`, leaves it out whole.
 */
export default function declarations(): RemotePages {
  const declared = {
    users: {
      path: pages.users,
      title: 'Gerenciamento de Usuários',
      access: FEATURES.users,
      layout: true,
    },
    newUser: { path: pages.newUser, title: 'Novo Usuário', access: FEATURES.users, layout: true },
    editUser: {
      path: pages.editUser,
      title: 'Detalhes do usuário',
      access: FEATURES.users,
      layout: true,
    },
    lawyers: {
      path: pages.lawyers,
      title: 'Gerenciamento de Advogados',
      access: FEATURES.lawyers,
      layout: true,
    },
    clientPrices: {
      path: pages.clientPrices,
      title: 'Gerenciar Preço/Hora Cliente',
      access: FEATURES.clientPrices,
      layout: true,
    },
    clients: {
      path: pages.clients,
      title: 'Clientes',
      access: FEATURES.clientFunctions,
      layout: true,
    },
    // Issue 31: firm admins, and client administrators for their own client.
    auditTrail: {
      path: pages.auditTrail,
      title: 'Trilha de auditoria',
      access: FEATURES.auditTrail,
      layout: true,
    },
    calendar: {
      path: pages.calendar,
      title: 'Calendário',
      access: CALENDAR_FEATURES.manage,
      layout: true,
    },
    dataSubjectRequests: {
      path: pages.dataSubjectRequests,
      title: ERASURE_TITLES.title,
      access: DATA_SUBJECT_FEATURES.manage,
      layout: true,
    },
  } satisfies Record<keyof typeof pages, PageDeclaration>;

  return {
    pages: declared,
    menu: [
      // The spec's hidden 'Clientes' item, now the firm's client screen (docs/decisions.md).
      {
        key: 'clients',
        label: 'Clientes',
        to: pages.clients,
        order: 60,
        access: FEATURES.clientFunctions,
      },
      // Issue 31: firm admins see every client's events, a client administrator their own.
      {
        key: 'auditTrail',
        label: 'Trilha de auditoria',
        to: pages.auditTrail,
        order: 80,
        access: FEATURES.auditTrail,
      },
    ],
    cards: [
      {
        key: 'clientPrices',
        title: 'Gerenciar Preço por Cliente',
        section: 'activities',
        to: pages.clientPrices,
        order: 90,
        access: FEATURES.clientPrices,
        adminHome: 100,
      },
      {
        key: 'users',
        title: 'Gerenciamento de Usuários',
        section: 'users',
        to: pages.users,
        order: 100,
        access: FEATURES.users,
        adminHome: 190,
        firmStaffOnly: true,
        clientHome: 80,
      },
      {
        key: 'lawyers',
        title: 'Gerenciamento de Advogados',
        section: 'users',
        to: pages.lawyers,
        order: 110,
        access: FEATURES.lawyers,
        adminHome: 200,
        firmStaffOnly: true,
      },
      // Issue 31: requests to erase accounts, beside the users the firm manages.
      {
        key: 'dataSubjectRequests',
        title: ERASURE_TITLES.title,
        section: 'users',
        to: pages.dataSubjectRequests,
        order: 120,
        access: DATA_SUBJECT_FEATURES.manage,
        adminHome: 210,
        firmStaffOnly: true,
      },
      {
        key: 'clients',
        title: 'Clientes',
        section: 'activities',
        to: pages.clients,
        order: 170,
        access: FEATURES.clientFunctions,
        adminHome: 110,
      },
      {
        key: 'calendar',
        title: 'Calendário',
        section: 'activities',
        to: pages.calendar,
        order: 180,
        access: CALENDAR_FEATURES.manage,
        adminHome: 120,
      },
    ],
    quickActions: [
      {
        key: 'newUser',
        label: 'Novo usuário',
        to: pages.newUser,
        order: 40,
        access: FEATURES.users,
      },
      {
        key: 'userPermissions',
        label: 'Alterar permissões de usuário',
        to: pages.users,
        order: 50,
        access: FEATURES.users,
      },
    ],
  };
}
