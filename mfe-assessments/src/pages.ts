import { FEATURES } from '@dpohub/domain';
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

/**
 * The assessments remote's pages (spec 3 section 2) and what it adds to the side menu, home,
 * /functions and quick actions: the one place they are written. Published with the build
 * (mf-manifest.json `metaData.pages`); the routes are built from it (AssessmentRoutes).
 */
export const pages = {
  newProject: page('/evaluation/project', PROJECT, FEATURES.projectEvaluation),
  newProjectDetails: page('/evaluation/project/:id', PROJECT, FEATURES.projectEvaluation),
  ropa: page('/ropa', ROPA, FEATURES.ropa),
  ropaDetails: page('/ropa/:id', ROPA, FEATURES.ropa),
  ali: page('/ali', ALI, FEATURES.ali),
  aliDetails: page('/ali/:id', ALI, FEATURES.ali),
  tpa: page('/TPA', TPA, FEATURES.tpa),
  tpaDetails: page('/TPA/:id', TPA, FEATURES.tpa),
  list: page('/myAvaliations', 'Avaliações', FEATURES.assessmentsList),
  dashboard: page('/dashboard', 'Dashboard', FEATURES.dashboard),
} satisfies Record<string, PageDeclaration>;

/** The declarations the build publishes (tooling/page-declarations.js). */
export default {
  pages,
  menu: [
    // Finding B1: the way back to every saved assessment, for whoever holds any of their
    // authorities (spec 3 section 1).
    {
      key: 'assessments',
      label: 'Avaliações',
      to: pages.list.path,
      order: 50,
      visibleBy: 'assessmentAuthority',
    },
  ],
  cards: [
    {
      key: 'projectEvaluation',
      title: 'Avaliação de Novos Projetos',
      section: 'evaluations',
      to: pages.newProject.path,
      order: 10,
      access: FEATURES.projectEvaluation,
      adminHome: 10,
      clientHome: 10,
    },
    {
      key: 'tpa',
      title: TPA,
      section: 'evaluations',
      to: pages.tpa.path,
      order: 20,
      access: FEATURES.tpa,
      adminHome: 20,
      clientHome: 20,
    },
    {
      key: 'ropa',
      title: 'ROPA',
      section: 'evaluations',
      to: pages.ropa.path,
      order: 30,
      access: FEATURES.ropa,
      adminHome: 30,
      clientHome: 30,
    },
    {
      key: 'ali',
      title: ALI,
      section: 'evaluations',
      to: pages.ali.path,
      order: 40,
      access: FEATURES.ali,
      adminHome: 40,
      clientHome: 40,
    },
    // Finding B1: every saved assessment, for whoever holds any assessment authority; on a
    // client's home after the four kinds, when any of them is contracted.
    {
      key: 'assessments',
      title: 'Avaliações',
      section: 'evaluations',
      to: pages.list.path,
      order: 50,
      anyOf: ['projectEvaluation', 'tpa', 'ropa', 'ali'],
      adminHome: 50,
      clientHome: 50,
    },
    {
      key: 'dashboard',
      title: 'Dashboards',
      section: 'activities',
      to: pages.dashboard.path,
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
      to: pages.tpa.path,
      order: 10,
      access: FEATURES.tpa,
    },
    {
      key: 'newProject',
      label: 'Novo projeto',
      to: pages.newProject.path,
      order: 20,
      access: FEATURES.projectEvaluation,
    },
  ],
} satisfies RemotePages;
