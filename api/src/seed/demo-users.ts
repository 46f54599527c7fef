import { AUTHORITIES, DEFINITION_ACCESS, EMPLOYEE_TYPE, type Authority } from '@dpohub/domain';

export interface DemoUser {
  username: string;
  password: string;
  /** What the login is for, shown beside it by the start script and the README. */
  purpose: string;
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  admin: boolean;
  employeeDanielLaw: number;
  clientId: number | null;
  authorities: Authority[];
}

export const DEMO_CLIENTS = {
  acme: { id: 1001, name: 'Acme Indústria Ltda', enableHoursBank: true },
  beta: { id: 1002, name: 'Beta Serviços S.A.', enableHoursBank: false },
} as const;

const CLIENT_ADMIN_AUTHORITIES: Authority[] = [
  AUTHORITIES.USER,
  AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
  AUTHORITIES.ASSESSMENT_TERCEIROS,
  AUTHORITIES.TESTE_LEGITIMO_INTERESSE,
  AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
  AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS,
  AUTHORITIES.GESTAO_USUARIOS,
  AUTHORITIES.CONTROLE_ORCAMENTARIO,
  // Each kind written as a definition.
  ...DEFINITION_ACCESS.map((access) => access.authority),
];

/** The demo logins the first run creates (SEED_DEMO); printed by the start script. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    password: 'Admin@123',
    purpose: 'Equipe do escritório (administrador)',
    name: 'Administrador DPOHUB',
    email: 'admin@dpohub.local',
    jobTitle: 'Advogado Sócio',
    department: 'Privacidade e Proteção de Dados',
    admin: true,
    employeeDanielLaw: EMPLOYEE_TYPE.DANIEL_LAW,
    clientId: null,
    authorities: [AUTHORITIES.ADMIN, AUTHORITIES.USER],
  },
  {
    username: 'cliente.admin',
    password: 'Cliente@123',
    purpose: 'Administrador do cliente Acme',
    name: 'Carla Mendes',
    email: 'cliente.admin@acme.local',
    jobTitle: 'Encarregada de Dados (DPO)',
    department: 'Jurídico',
    admin: false,
    employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_ADMINISTRADOR,
    clientId: DEMO_CLIENTS.acme.id,
    authorities: CLIENT_ADMIN_AUTHORITIES,
  },
  {
    username: 'cliente.usuario',
    password: 'Usuario@123',
    purpose: 'Usuário do cliente Acme com algumas permissões',
    name: 'Rafael Oliveira',
    email: 'cliente.usuario@acme.local',
    jobTitle: 'Analista de Compliance',
    department: 'Compliance',
    admin: false,
    employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
    clientId: DEMO_CLIENTS.acme.id,
    authorities: [
      AUTHORITIES.USER,
      AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS,
      AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
      AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
    ],
  },
  {
    username: 'beta.admin',
    password: 'Beta@1234',
    purpose: 'Administrador do cliente Beta',
    name: 'Juliana Costa',
    email: 'beta.admin@beta.local',
    jobTitle: 'Gerente Jurídica',
    department: 'Jurídico',
    admin: false,
    employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_ADMINISTRADOR,
    clientId: DEMO_CLIENTS.beta.id,
    authorities: CLIENT_ADMIN_AUTHORITIES,
  },
  {
    username: 'beta.usuario',
    password: 'BetaUser@123',
    purpose: 'Usuário do cliente Beta com duas permissões',
    name: 'Bruno Almeida',
    email: 'beta.usuario@beta.local',
    jobTitle: 'Coordenador de TI',
    department: 'Tecnologia da Informação',
    admin: false,
    employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
    clientId: DEMO_CLIENTS.beta.id,
    authorities: [
      AUTHORITIES.USER,
      AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS,
      AUTHORITIES.TESTE_LEGITIMO_INTERESSE,
    ],
  },
  {
    username: 'participante',
    password: 'Participante@123',
    purpose: 'Participante de solicitação do cliente Acme',
    name: 'Patrícia Lima',
    email: 'participante@acme.local',
    jobTitle: 'Consultora Externa',
    department: 'Auditoria',
    admin: false,
    employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
    clientId: DEMO_CLIENTS.acme.id,
    authorities: [AUTHORITIES.USER, AUTHORITIES.GESTAO_PARTICIPANTE],
  },
];

export function demoUser(username: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}
