// Portuguese words of the audit trail's screen, route answers and verification.

import { apiToDisplayDate } from '../format/dates';

/** A period day as the screens write it (dd/MM/yyyy), whichever way it came. */
const displayDay = (text?: string) =>
  text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? apiToDisplayDate(text) : (text ?? '');

export const AUDIT_MESSAGES = {
  title: 'Trilha de auditoria',
  recordHistoryTitle: 'Histórico',
  /** A demand's page already has its status 'Histórico' (spec 2 section 2.7). */
  demandHistoryTitle: 'Histórico de alterações',
  recordHistoryEmpty: 'Nenhum evento registrado.',
  exportFileName: 'trilha-de-auditoria.xlsx',
  exportSheetName: 'Trilha de auditoria',
  exportNote: 'Trilha de auditoria',
  /** What an export took out: its name and period as the caller typed it. */
  exportOf: (name: string, from?: string, to?: string) =>
    from || to ? `${name}, ${displayDay(from)} a ${displayDay(to)}` : name,
  noEventsInPeriod: 'Não há eventos para o período informado.',
  recordNeedsType: 'Informe o tipo do registro junto com o número.',
  erasedDetails: 'Detalhes eliminados',
  systemActor: 'Sistema (DPOHUB)',
  anonymousActor: 'Não identificado',
  leadActor: 'Lead',
  secretChanged: 'alterado (valor não registrado)',
  verifyOk: (checked: number) =>
    `Cadeia íntegra: ${checked.toLocaleString('pt-BR')} eventos conferidos.`,
  verifyBroken: (id: number, reason: string) => `Elo quebrado no evento ${id}: ${reason}`,
  brokenGap: 'falta o evento anterior (a numeração salta)',
  brokenLink: 'o evento não aponta para o resumo do anterior',
  brokenContent: 'o conteúdo não corresponde ao resumo gravado',
  brokenDetails: 'os detalhes não correspondem ao resumo gravado',
  brokenStart: 'a cadeia não começa no primeiro evento',
  brokenKnownHead: 'o evento não é mais o que foi guardado na verificação anterior',
  brokenTail: 'faltam eventos ao fim da cadeia (a última verificação guardou este evento)',
  pricePeriodNote: (id: number) => `Período ${id}`,
  pricePeriodClosesNote: (id: number, closedId: number, closesOn: string) =>
    `Período ${id}; o período ${closedId} passa a terminar em ${apiToDisplayDate(closesOn)}`,
  twoFactorOn: 'Verificação em duas etapas ativada',
  twoFactorOff: 'Verificação em duas etapas desativada pelo usuário',
  twoFactorReset: 'Verificação em duas etapas removida por um administrador (aparelho perdido)',
  recoveryCodesRenewed: 'Novos códigos de recuperação gerados (os anteriores deixaram de valer)',
  firmTwoFactor: (required: boolean) =>
    required
      ? 'Verificação em duas etapas passou a ser exigida da equipe e dos administradores'
      : 'Verificação em duas etapas deixou de ser exigida',
  sessionsEnded: (count: number, byAdmin: boolean) =>
    `${count === 1 ? '1 sessão encerrada' : `${count} sessões encerradas`}${byAdmin ? ' por um administrador' : ''}`,
  knownHeadInvalid:
    'Informe o último evento guardado como número:resumo (64 caracteres hexadecimais).',
} as const;
