import {
  ACCOUNT_SECURITY_FEATURES,
  ACCOUNT_SECURITY_TITLES,
  CALENDAR_FEATURES,
  DATA_SUBJECT_FEATURES,
  ERASURE_TITLES,
  FEATURES,
  MY_DATA_TITLES,
  SLA_REPORT_FEATURE,
  SLA_REPORT_TITLES,
} from '@dpohub/domain';
import type { AccessRule } from '@dpohub/domain';
import { matchPath } from 'react-router-dom';
import type { RemoteKey } from '../remotes/remote-names';

/** Pages the shell renders itself. */
export type ShellPage = 'home' | 'functions' | 'terms' | 'components';

export interface RouteEntry {
  /** react-router pattern. */
  path: string;
  /** 'shell' or the remote that renders this path among its own routes. */
  owner: 'shell' | RemoteKey;
  /** The shell page, when owner is 'shell'. */
  page?: ShellPage;
  /** Access rule from the domain's FEATURES (spec 1 sections 2.1 and 6). */
  access: AccessRule;
  /** Default top-bar title; a remote may refine it through setTitle. */
  title: string;
  /** Rendered inside the layout (side menu, top bar). Public pages have none. */
  layout: boolean;
  /** A public page that signed-in users may still open (no redirect to /home). */
  openToSignedIn?: boolean;
}

const publicPage = (path: string, owner: RouteEntry['owner'], title: string): RouteEntry => ({
  path,
  owner,
  access: FEATURES.login,
  title,
  layout: false,
});

const privatePage = (
  path: string,
  owner: RouteEntry['owner'],
  access: AccessRule,
  title: string,
  page?: ShellPage,
): RouteEntry => ({ path, owner, page, access, title, layout: true });

/**
 * The route table of spec 1 section 2.1 (plus the paths of specs 2 to 4): path -> owner,
 * access rule, title. The one place that says who renders what and who may open it.
 */
export const ROUTES: readonly RouteEntry[] = [
  // Public (spec 1 section 2.1).
  publicPage('/login', 'auth', 'Login'),
  publicPage('/forgetPassword', 'auth', 'Esqueci minha senha'),
  publicPage('/verificationCode', 'auth', 'Código de verificação'),
  publicPage('/newPassword', 'auth', 'Nova senha'),
  {
    ...publicPage('/components', 'shell', 'Componentes'),
    page: 'components',
    openToSignedIn: true,
  },
  // Spec 4 section 2: the public intro of the fine simulator (lead registration, then simulation).
  {
    ...publicPage('/simulador-de-multas', 'simulator', 'Simulador de Multas'),
    access: FEATURES.fineSimulatorLanding,
  },

  // The simulator's result e-mail: its unsubscribe link (issue 30), signed in or not.
  {
    ...publicPage('/descadastrar', 'simulator', 'Descadastrar e-mails'),
    access: FEATURES.fineSimulatorLanding,
    openToSignedIn: true,
  },

  // Shell pages.
  privatePage('/home', 'shell', FEATURES.home, '', 'home'),
  privatePage('/functions', 'shell', FEATURES.functions, 'Todas Funções', 'functions'),
  privatePage('/terms', 'shell', FEATURES.terms, 'Termo de Uso e Privacidade', 'terms'),

  // Auth remote.
  privatePage('/changePassword', 'auth', FEATURES.changePassword, 'Alterar Senha'),
  privatePage(
    '/twoFactor',
    'auth',
    ACCOUNT_SECURITY_FEATURES.own,
    ACCOUNT_SECURITY_TITLES.twoFactorTitle,
  ),
  privatePage(
    '/sessions',
    'auth',
    ACCOUNT_SECURITY_FEATURES.own,
    ACCOUNT_SECURITY_TITLES.sessionsTitle,
  ),

  // Issue 31: what the portal holds about the user, and the request to erase the account.
  privatePage('/myData', 'auth', DATA_SUBJECT_FEATURES.own, MY_DATA_TITLES.title),

  // Demands remote (spec 2 section 2).
  privatePage('/demands', 'demands', FEATURES.staffDemands, 'Solicitações'),
  privatePage('/filedDemands', 'demands', FEATURES.filedDemands, 'Solicitações Arquivadas'),
  privatePage('/slaReport', 'demands', SLA_REPORT_FEATURE, SLA_REPORT_TITLES.title),
  privatePage('/demands/new', 'demands', FEATURES.staffDemands, 'Nova Solicitação'),
  privatePage('/demands/edit/:id', 'demands', FEATURES.staffDemands, 'Detalhes da Solicitação'),
  privatePage('/clientDemands', 'demands', FEATURES.clientDemands, 'Solicitações'),
  // Spec 2 section 2.5: only ROLE_ADMIN or ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS create requests.
  privatePage('/clientDemands/new', 'demands', FEATURES.clientDemandCreate, 'Nova solicitação'),
  privatePage('/clientDemands/edit/:id', 'demands', FEATURES.clientDemands, 'Editar solicitação'),
  privatePage(
    '/clientDemands/details/:id',
    'demands',
    FEATURES.clientDemandDetails,
    'Detalhes da solicitação',
  ),

  // Budget remote.
  privatePage('/budgetControl', 'budget', FEATURES.budgetControl, 'Controle orçamentário'),

  // Assessments remote (spec 3 section 2).
  privatePage(
    '/evaluation/project',
    'assessments',
    FEATURES.projectEvaluation,
    'Avaliação de projetos',
  ),
  privatePage(
    '/evaluation/project/:id',
    'assessments',
    FEATURES.projectEvaluation,
    'Avaliação de projetos',
  ),
  privatePage('/ropa', 'assessments', FEATURES.ropa, 'ROPA - Registro das Operações de Tratamento'),
  privatePage(
    '/ropa/:id',
    'assessments',
    FEATURES.ropa,
    'ROPA - Registro das Operações de Tratamento',
  ),
  privatePage('/ali', 'assessments', FEATURES.ali, 'Avaliação de Legítimo Interesse'),
  privatePage('/ali/:id', 'assessments', FEATURES.ali, 'Avaliação de Legítimo Interesse'),
  privatePage('/TPA', 'assessments', FEATURES.tpa, 'Avaliação de Terceiros'),
  privatePage('/TPA/:id', 'assessments', FEATURES.tpa, 'Avaliação de Terceiros'),
  privatePage('/myAvaliations', 'assessments', FEATURES.assessmentsList, 'Avaliações'),
  privatePage('/dashboard', 'assessments', FEATURES.dashboard, 'Dashboard'),

  // Simulator remote (spec 4 section 2).
  privatePage('/fineSimulator', 'simulator', FEATURES.fineSimulator, 'Simulador de multas'),
  privatePage('/simulatedFines', 'simulator', FEATURES.simulatedFines, 'Multas Simuladas'),
  privatePage('/simulatedFines/:id', 'simulator', FEATURES.simulatedFines, 'Simulação'),

  // Admin remote (spec 1 sections 2.8 to 2.11).
  privatePage('/users', 'admin', FEATURES.users, 'Gerenciamento de Usuários'),
  privatePage('/users/new', 'admin', FEATURES.users, 'Novo Usuário'),
  privatePage('/users/edit/:id', 'admin', FEATURES.users, 'Detalhes do usuário'),
  privatePage('/lawyerManagement', 'admin', FEATURES.lawyers, 'Gerenciamento de Advogados'),
  privatePage('/clientPricesHours', 'admin', FEATURES.clientPrices, 'Gerenciar Preço/Hora Cliente'),
  privatePage('/clients', 'admin', FEATURES.clientFunctions, 'Clientes'),
  // Issue 31: firm admins, and client administrators for their own client.
  privatePage('/auditTrail', 'admin', FEATURES.auditTrail, 'Trilha de auditoria'),
  privatePage('/calendar', 'admin', CALENDAR_FEATURES.manage, 'Calendário'),
  privatePage('/dataSubjectRequests', 'admin', DATA_SUBJECT_FEATURES.manage, ERASURE_TITLES.title),
];

/** The entry whose pattern matches the path (exact, case-sensitive: /TPA is not /tpa). */
export function findRoute(pathname: string): RouteEntry | null {
  return (
    ROUTES.find((entry) =>
      matchPath({ path: entry.path, caseSensitive: true, end: true }, pathname),
    ) ?? null
  );
}
