import type { AccessRule } from '../access-policy';
import { apiToDisplayDate } from '../format/dates';
import { erasureDisplayDay } from './erasure-deadline';
import { ERASURE_TITLES } from './erasure-titles';

// A request to erase one's own account (issue 31; LGPD art. 18 VI and §§ 3º to 5º): the user asks
// from 'Meus dados', the firm's admins carry it out or refuse it with the legal basis to keep the
// data (art. 16), within the deadline of erasure-deadline.ts.

export const ERASURE_REQUEST_PATH = '/user/meus-dados/exclusao';
export const DATA_SUBJECT_REQUESTS_PATH = '/titulares/solicitacoes';
export const dataSubjectRequestPath = (id: number, action: 'atender' | 'recusar') =>
  `${DATA_SUBJECT_REQUESTS_PATH}/${id}/${action}`;

export const DATA_SUBJECT_FEATURES = {
  /** Every signed-in user, for their own account only. */
  own: {},
  /** The firm's admins answer the requests. */
  manage: { onlyAdmin: true },
} as const satisfies Record<string, AccessRule>;

export const ERASURE_STATUSES = ['ABERTA', 'ATENDIDA', 'RECUSADA'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

export const ERASURE_STATUS_LABELS: Readonly<Record<ErasureStatus, string>> = {
  ABERTA: 'Aberta',
  ATENDIDA: 'Atendida',
  RECUSADA: 'Recusada',
};

/** The list's filter: open requests (by deadline) or answered ones (newest answer first). */
export const ERASURE_LIST_FILTERS = ['abertas', 'encerradas'] as const;
export type ErasureListFilter = (typeof ERASURE_LIST_FILTERS)[number];

/**
 * LGPD art. 16: the purposes for which personal data may be kept after its processing ends, the
 * only grounds on which the firm refuses an erasure (art. 18 VI).
 */
export const ERASURE_KEEP_BASES = {
  I: 'Art. 16, I: cumprimento de obrigação legal ou regulatória pelo controlador',
  II: 'Art. 16, II: estudo por órgão de pesquisa, garantida, sempre que possível, a anonimização dos dados pessoais',
  III: 'Art. 16, III: transferência a terceiro, desde que respeitados os requisitos de tratamento de dados dispostos na LGPD',
  IV: 'Art. 16, IV: uso exclusivo do controlador, vedado seu acesso por terceiro, e desde que anonimizados os dados',
} as const;
export type ErasureKeepBasis = keyof typeof ERASURE_KEEP_BASES;
// Pure: a bundle that uses no key drops the table (page budget).
export const ERASURE_KEEP_BASIS_KEYS = /* @__PURE__ */ Object.keys(
  ERASURE_KEEP_BASES,
) as ErasureKeepBasis[];

export function isErasureKeepBasis(value: unknown): value is ErasureKeepBasis {
  return typeof value === 'string' && Object.hasOwn(ERASURE_KEEP_BASES, value);
}

export const ERASURE_REASON_MAX = 1000;
export const ERASURE_JUSTIFICATION_MIN = 20;
export const ERASURE_JUSTIFICATION_MAX = 2000;
/** The firm's list: 10 a page like every list of the portal. */
export const ERASURE_LIST_PAGE_SIZE = 10;

/** The name an erased account keeps: its number only, so the records that stay still read. */
export const erasedUserName = (id: number) => `Usuário excluído nº ${id}`;
/** The erased account's e-mail and username: unique, and nobody's address. */
export const erasedUserLogin = (id: number) => `excluido-${id}@excluido.invalid`;

/** The requests and answers of these calls: the wire contract's (wire/my-data.ts). */
export type { ErasureRequestRow, ErasureRequestView, OwnErasureRequest } from '../wire/my-data';

/** A refusal once erasureRefusalError found nothing wrong with it. */
export interface ErasureRefusalBody {
  baseLegal: ErasureKeepBasis;
  justificativa: string;
}

export const ERASURE_MESSAGES = {
  alreadyOpen: 'Você já tem uma solicitação de exclusão em andamento.',
  lastFirmAdmin:
    'Você é o último administrador ativo do escritório: cadastre outro administrador antes de solicitar a exclusão da sua conta.',
  lastFirmAdminErasure:
    'Esta conta é a do último administrador ativo do escritório e não pode ser excluída.',
  notFound: 'Solicitação não encontrada',
  alreadyAnswered: 'Esta solicitação já foi respondida.',
  reasonTooLong: `O motivo pode ter no máximo ${ERASURE_REASON_MAX} caracteres.`,
  basisRequired: 'Selecione a base legal para manter os dados.',
  justificationTooShort: `A justificativa deve ter pelo menos ${ERASURE_JUSTIFICATION_MIN} caracteres.`,
  justificationTooLong: `A justificativa pode ter no máximo ${ERASURE_JUSTIFICATION_MAX} caracteres.`,
  requested: 'Solicitação de exclusão enviada ao escritório.',
  completed: 'Conta excluída. O titular foi avisado por e-mail.',
  refused: 'Solicitação recusada. O titular foi avisado por e-mail.',
} as const;

/** The motive typed by the user: trimmed, empty -> null; a message when too long. */
export function erasureReasonError(reason: string | null | undefined): string | null {
  return (reason ?? '').trim().length > ERASURE_REASON_MAX ? ERASURE_MESSAGES.reasonTooLong : null;
}

/** The firm's refusal: a basis of art. 16 and a justification of 20 to 2000 characters. */
export function erasureRefusalError(body: {
  baseLegal?: unknown;
  justificativa?: unknown;
}): string | null {
  if (!isErasureKeepBasis(body.baseLegal)) return ERASURE_MESSAGES.basisRequired;
  const text = typeof body.justificativa === 'string' ? body.justificativa.trim() : '';
  if (text.length < ERASURE_JUSTIFICATION_MIN) return ERASURE_MESSAGES.justificationTooShort;
  if (text.length > ERASURE_JUSTIFICATION_MAX) return ERASURE_MESSAGES.justificationTooLong;
  return null;
}

export function erasureRequestedMail(facts: {
  adminName: string;
  subjectName: string;
  subjectEmail: string;
  clientName: string | null;
  requestedAt: Date;
  deadline: string;
  reason: string | null;
  link: string;
}): { subject: string; text: string } {
  const who = facts.clientName
    ? `${facts.subjectName} (${facts.subjectEmail}, ${facts.clientName})`
    : `${facts.subjectName} (${facts.subjectEmail})`;
  return {
    subject: 'DPOHUB - Pedido de exclusão de conta',
    text: [
      `Olá, ${facts.adminName}.`,
      '',
      `${who} pediu a exclusão da própria conta no DPOHUB em ${erasureDisplayDay(facts.requestedAt)}.`,
      ...(facts.reason ? [`Motivo informado: ${facts.reason}`] : []),
      '',
      `Responda até ${apiToDisplayDate(facts.deadline)} (LGPD art. 18, VI, e art. 19, II): atenda ou recuse com a base legal para manter os dados.`,
      facts.link,
    ].join('\n'),
  };
}

export function erasureCompletedMail(facts: { name: string; requestedAt: string }) {
  return {
    subject: 'DPOHUB - Sua conta foi excluída',
    text: [
      `Olá, ${facts.name}.`,
      '',
      `Atendemos ao seu pedido de exclusão de conta, feito em ${erasureDisplayDay(facts.requestedAt)}.`,
      'O seu nome, e-mail e nome de usuário foram apagados do portal, as suas sessões foram encerradas e o acesso foi desativado.',
      'O escritório guarda apenas o que a lei obriga a manter (LGPD art. 16, I): a trilha de auditoria das ações feitas no portal, que identifica a conta somente por um número.',
      '',
      'Esta é a última mensagem que você recebe do DPOHUB.',
    ].join('\n'),
  };
}

export function erasureRefusedMail(facts: {
  name: string;
  requestedAt: string;
  basis: ErasureKeepBasis;
  justification: string;
}) {
  return {
    subject: 'DPOHUB - Resposta ao seu pedido de exclusão de conta',
    text: [
      `Olá, ${facts.name}.`,
      '',
      `O seu pedido de exclusão de conta, feito em ${erasureDisplayDay(facts.requestedAt)}, não pode ser atendido (LGPD art. 18, § 4º, II).`,
      `Base legal para manter os dados: ${ERASURE_KEEP_BASES[facts.basis]}.`,
      `Justificativa: ${facts.justification}`,
      '',
      'Você pode continuar consultando o que o portal guarda sobre você em Meus dados.',
    ].join('\n'),
  };
}

/** The words of the 'Meus dados' erasure block and of 'Solicitações de titulares'. */
export const ERASURE_LABELS = {
  heading: 'Exclusão da conta',
  explain:
    'Você pode pedir ao escritório que exclua a sua conta (LGPD art. 18, VI). O escritório responde em até 15 dias: exclui a conta ou informa a base legal que o obriga a manter os dados (art. 16).',
  request: 'Solicitar exclusão da minha conta',
  confirmTitle: 'Solicitar exclusão da conta?',
  confirmText:
    'Atendida a solicitação, o seu nome, e-mail e nome de usuário são apagados e você não poderá mais entrar no portal. Baixe antes os dados de que precisar.',
  reason: 'Motivo (opcional)',
  confirm: 'Sim, solicitar exclusão',
  cancel: 'Cancelar',
  refusedOn: (day: string) => `Resposta do escritório em ${day}: solicitação recusada.`,
  basis: 'Base legal para manter os dados',
  justification: 'Justificativa',
  // The firm's page.
  title: ERASURE_TITLES.title,
  status: 'Situação',
  filters: { abertas: 'Abertas', encerradas: 'Encerradas' } as Record<ErasureListFilter, string>,
  columns: {
    subject: 'Titular',
    client: 'Cliente',
    requestedAt: 'Solicitada em',
    deadline: 'Prazo',
    status: 'Situação',
    actions: 'Ações',
  },
  caption: 'Solicitações de exclusão de conta',
  noClient: 'Escritório',
  carryOut: 'Atender',
  refuse: 'Recusar',
  carryOutTitle: (name: string) => `Excluir a conta de ${name}?`,
  carryOutText:
    'O nome, o e-mail e o nome de usuário são anonimizados, as sessões e a verificação em duas etapas removidas, o acesso desativado e a pessoa sai das solicitações de que participa. A trilha de auditoria fica, identificando a conta só pelo número. O titular recebe o aviso por e-mail.',
  carryOutConfirm: 'Sim, excluir a conta',
  refuseTitle: (name: string) => `Recusar a solicitação de ${name}`,
  refuseConfirm: 'Recusar solicitação',
  justificationHint: `Pelo menos ${ERASURE_JUSTIFICATION_MIN} caracteres. O titular recebe este texto por e-mail.`,
  answeredOn: (day: string) => `Respondida em ${day}`,
} as const;
