import { FEATURES, RIPD_IDENTITY, SECURITY_INCIDENT_IDENTITY } from '@dpohub/domain';
import type { PageDeclaration, RemotePages } from '@dpohub/shared-ui';

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
const SITE_CHECKLIST = 'Checklist de site e app';
const RIPD = RIPD_IDENTITY.title;
const INCIDENTS = SECURITY_INCIDENT_IDENTITY.title;

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
  siteChecklist: '/checklist-site-app',
  siteChecklistDetails: '/checklist-site-app/:id',
  ripd: '/ripd',
  ripdDetails: '/ripd/:id',
  securityIncident: '/incidente-seguranca',
  securityIncidentDetails: '/incidente-seguranca/:id',
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
    siteChecklist: page(pages.siteChecklist, SITE_CHECKLIST, FEATURES.siteChecklist),
    siteChecklistDetails: page(pages.siteChecklistDetails, SITE_CHECKLIST, FEATURES.siteChecklist),
    ripd: page(pages.ripd, RIPD, FEATURES.ripd),
    ripdDetails: page(pages.ripdDetails, RIPD, FEATURES.ripd),
    securityIncident: page(pages.securityIncident, INCIDENTS, FEATURES.securityIncident),
    securityIncidentDetails: page(
      pages.securityIncidentDetails,
      INCIDENTS,
      FEATURES.securityIncident,
    ),
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
      // Issue 32: the first kind written as a definition.
      {
        key: 'siteChecklist',
        title: SITE_CHECKLIST,
        section: 'evaluations',
        to: pages.siteChecklist,
        order: 45,
        access: FEATURES.siteChecklist,
        adminHome: 45,
        clientHome: 45,
      },
      // Issue 32: the RIPD, under the spec's card title 'DPIA'.
      {
        key: 'ripd',
        title: 'DPIA',
        section: 'evaluations',
        to: pages.ripd,
        order: 46,
        access: FEATURES.ripd,
        adminHome: 46,
        clientHome: 46,
      },
      // Issue 32: the incident register, under the spec's card 'Notificação de incidente de
      // segurança'; its severity step answers the card 'Gravidade de incidentes (ENISA)', which
      // opens it too from /functions.
      {
        key: 'securityIncident',
        title: 'Notificação de incidente de segurança',
        section: 'evaluations',
        to: pages.securityIncident,
        order: 47,
        access: FEATURES.securityIncident,
        adminHome: 47,
        clientHome: 47,
      },
      {
        key: 'incidentSeverity',
        title: 'Gravidade de incidentes (ENISA)',
        section: 'evaluations',
        to: pages.securityIncident,
        order: 48,
        access: FEATURES.securityIncident,
        contractKey: 'securityIncident',
      },
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
          'siteChecklist',
          'ripd',
          'securityIncident',
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
