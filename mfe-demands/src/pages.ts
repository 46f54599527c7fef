import { FEATURES, SERVICE_TYPE, SLA_REPORT_FEATURE, SLA_REPORT_TITLES } from '@dpohub/domain';
import type { PageDeclaration, RemotePages } from '@dpohub/shared-ui';

const page = (path: string, title: string, access: PageDeclaration['access']) => ({
  path,
  title,
  access,
  layout: true,
});

/** This remote's pages by key: the paths its own code routes and links to (its routes: PageRoutes). */
export const pages = {
  staffList: '/demands',
  filed: '/filedDemands',
  slaReport: '/slaReport',
  staffNew: '/demands/new',
  staffEdit: '/demands/edit/:id',
  clientList: '/clientDemands',
  clientNew: '/clientDemands/new',
  clientEdit: '/clientDemands/edit/:id',
  clientDetails: '/clientDemands/details/:id',
} as const;

// The list's own Modalidade filter, so its select shows the card's modality and the user can
// clear it (a hidden serviceType filter kept 'Todas as modalidades' on screen).
const clientRequests = (serviceType: number) => `${pages.clientList}?modalidade=${serviceType}`;

/** The documents cards: firm staff's home, and a client's when contracted (one function). */
const documentsCard = (key: string, title: string, serviceType: number, order: number) => ({
  key,
  contractKey: 'documentsContractsConsultations' as const,
  title,
  section: 'documents' as const,
  to: clientRequests(serviceType),
  order,
  access: FEATURES.documentsContractsConsultations,
  needsClient: true,
  adminHome: order + 30,
  firmStaffOnly: true,
  clientHome: order - 40,
});

/**
 * The demands remote's pages (spec 2 section 2) and what it adds to the side menu, home,
 * /functions and quick actions: the one place they are written. Published with the build
 * (mf-manifest.json `metaData.pages`); the routes are built from it (DemandsRoutes).
 * A function, so that the remote's bundle, which imports only `pages`, leaves it out whole.
 */
export default function declarations(): RemotePages {
  const declared = {
    staffList: page(pages.staffList, 'Solicitações', FEATURES.staffDemands),
    filed: page(pages.filed, 'Solicitações Arquivadas', FEATURES.filedDemands),
    slaReport: page(pages.slaReport, SLA_REPORT_TITLES.title, SLA_REPORT_FEATURE),
    staffNew: page(pages.staffNew, 'Nova Solicitação', FEATURES.staffDemands),
    staffEdit: page(pages.staffEdit, 'Detalhes da Solicitação', FEATURES.staffDemands),
    clientList: page(pages.clientList, 'Solicitações', FEATURES.clientDemands),
    // Spec 2 section 2.5: only ROLE_ADMIN or ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS create requests.
    clientNew: page(pages.clientNew, 'Nova solicitação', FEATURES.clientDemandCreate),
    clientEdit: page(pages.clientEdit, 'Editar solicitação', FEATURES.clientDemands),
    clientDetails: page(
      pages.clientDetails,
      'Detalhes da solicitação',
      FEATURES.clientDemandDetails,
    ),
  } satisfies Record<keyof typeof pages, PageDeclaration>;

  return {
    pages: declared,
    menu: [
      // Spec 1 section 2.6: admin only.
      {
        key: 'demands',
        label: 'Solicitações',
        to: pages.staffList,
        order: 30,
        access: FEATURES.staffDemands,
      },
      {
        key: 'myDemands',
        label: 'Minhas Solicitações',
        to: pages.clientList,
        order: 40,
        visibleBy: 'ownDemands',
      },
    ],
    cards: [
      documentsCard('documents', 'Documentos', SERVICE_TYPE.DOCUMENTO, 130),
      documentsCard('contracts', 'Contratos', SERVICE_TYPE.CONTRATO, 140),
      documentsCard('consultations', 'Consultas', SERVICE_TYPE.CONSULTA, 150),
      {
        key: 'staffDemands',
        title: 'Solicitações',
        section: 'documents',
        to: pages.staffList,
        order: 190,
        access: FEATURES.staffDemands,
        adminHome: 130,
      },
      {
        key: 'filedDemands',
        title: 'Solicitações Arquivadas',
        section: 'documents',
        to: pages.filed,
        order: 200,
        access: FEATURES.filedDemands,
        adminHome: 140,
      },
      {
        key: 'slaReport',
        title: SLA_REPORT_TITLES.cardTitle,
        section: 'documents',
        to: pages.slaReport,
        order: 210,
        access: SLA_REPORT_FEATURE,
        adminHome: 150,
      },
    ],
    quickActions: [
      {
        key: 'legalReview',
        label: 'Enviar documento para análise jurídica',
        to: `${pages.clientNew}?serviceType=${SERVICE_TYPE.DOCUMENTO}`,
        order: 30,
        access: FEATURES.clientDemandCreate,
      },
    ],
  };
}
