// The end of a client's contract (spec 1 section 1 and spec 4, terms of use: "after termination
// the user has 5 business days to download documents, and then the documents are deleted").
// The one rule of the window, used by the API (access, e-mail, erasure) and the screens alike.
import { addBusinessDays, type BusinessCalendar } from '../calendar/business-calendar';
import { brazilianDay } from '../calendar/calendar-days';
import { apiToDisplayDate } from '../format/dates';

/** Spec 1 section 9: 'Terms: adult age / download window' = 18 / 5 business days. */
export const CONTRACT_END_DOWNLOAD_BUSINESS_DAYS = 5;

/** When a contract ended and the last day its users may still read and download (yyyy-MM-dd). */
export interface ContractWindow {
  /** The day the firm ended the contract, in the firm's time zone (America/Sao_Paulo). */
  endedOn: string;
  /** The 5th business day after `endedOn` on the firm's calendar, read-only access included. */
  readOnlyUntil: string;
}

/**
 * The window of a contract ended at the instant `at`: the day it ended in Brazil's official time,
 * and the 5th business day after it on the firm's calendar (the same business-day rule as every
 * demand deadline). The users keep read-only access until the end of that day.
 */
export function contractWindow(at: Date, calendar: BusinessCalendar): ContractWindow {
  const endedOn = brazilianDay(at);
  return {
    endedOn,
    readOnlyUntil: addBusinessDays(endedOn, CONTRACT_END_DOWNLOAD_BUSINESS_DAYS, calendar),
  };
}

export const CONTRACT_END_REASON_MAX_LENGTH = 500;

export const CONTRACT_END_MESSAGES = {
  /** Every write of a user of an ended client during the window (403). */
  readOnly: (readOnlyUntil: string) =>
    `O contrato deste cliente foi encerrado: o acesso é somente para consulta e download até ${apiToDisplayDate(readOnlyUntil)}.`,
  /** Sign-in and every call of a user of an ended client after the window (403). */
  accessEnded: (readOnlyUntil: string) =>
    `O contrato deste cliente foi encerrado e o acesso ao portal terminou em ${apiToDisplayDate(readOnlyUntil)}.`,
  alreadyEnded: 'O contrato deste cliente já foi encerrado.',
  ended: 'Contrato encerrado com sucesso.',
  endedOn: (endedOn: string) => `Contrato encerrado em ${apiToDisplayDate(endedOn)}`,
  dataErasedOn: (day: string) => `Dados excluídos em ${apiToDisplayDate(day)}`,
  sectionTitle: 'Contrato',
  inForce: 'Contrato em vigor.',
  actionHint:
    'Ao encerrar o contrato, os usuários do cliente são avisados por e-mail e mantêm o acesso somente para consulta e download por 5 dias úteis; depois, os arquivos e os dados pessoais do cliente são excluídos.',
  readOnlyState: (readOnlyUntil: string) =>
    `Usuários do cliente com acesso somente para consulta e download até ${apiToDisplayDate(readOnlyUntil)}.`,
  erasedState:
    'Arquivos e dados pessoais do cliente excluídos; os registros de faturamento foram mantidos.',
  computingDate: 'Calculando a data pelo calendário do escritório...',
  action: 'Encerrar contrato',
  dialogTitle: 'Encerrar contrato',
  dialogText: (clientName: string, readOnlyUntil: string) =>
    `Os usuários de ${clientName} serão avisados por e-mail e terão acesso somente para consulta e download até ${apiToDisplayDate(readOnlyUntil)} (5 dias úteis). Depois disso, os arquivos e os dados pessoais do cliente serão excluídos; ficam apenas os registros de faturamento que o escritório deve guardar por lei. Esta ação não pode ser desfeita.`,
  reason: 'Motivo (opcional)',
  cancel: 'Cancelar',
  confirm: 'Encerrar contrato',
} as const;

/** The e-mail each user of the client receives when the firm ends the contract. */
export function contractEndedMail(
  recipientName: string,
  clientName: string,
  window: ContractWindow,
  portalUrl: string,
): { subject: string; text: string } {
  return {
    subject: 'DPOHUB - Contrato encerrado: prazo para baixar seus documentos',
    text: [
      `Olá, ${recipientName}.`,
      '',
      `O contrato de ${clientName} com o escritório foi encerrado em ${apiToDisplayDate(window.endedOn)}.`,
      `Até ${apiToDisplayDate(window.readOnlyUntil)} você ainda pode entrar no portal para consultar e baixar os documentos, dossiês e registros (como o registro das operações de tratamento e os relatórios do controle orçamentário). Nesse período, o portal não aceita alterações.`,
      'Depois dessa data, o acesso termina e os arquivos e os dados pessoais do cliente são excluídos, como preveem os Termos de Uso.',
      '',
      `Acesse o portal: ${portalUrl.replace(/\/+$/, '')}/login`,
      '',
      '—',
      'DPOHUB · Mensagem automática.',
    ].join('\n'),
  };
}
