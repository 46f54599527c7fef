import type { AccessRule } from '../access-policy';

// Calls of the firm's calendar ('Calendário' in the administration menu): the closed days of a
// year (every signed-in user reads them: the request forms check deadlines with them), the
// firm's own closures and its seat, kept by firm staff.

/** The calendar's answers and requests: the wire contract's (wire/calendar.ts). */
export type {
  FirmCalendarYear,
  FirmClosure,
  FirmClosureRequest,
  FirmSeat,
  FirmSeatRequest,
  SeatOption,
} from '../wire/calendar';

/** The default seat: the city of São Paulo (its 25 January, and the state's 9 July). */
export const DEFAULT_FIRM_SEAT = { uf: 'SP', cidade: 'SP' } as const;

export const CALENDAR_FEATURES = {
  read: {},
  manage: { userType: 'admin' },
} as const satisfies Record<string, AccessRule>;

/** A closure may span at most this many days (a recess of a month and a half). */
export const FIRM_CLOSURE_MAX_DAYS = 45;
export const FIRM_CLOSURE_DESCRIPTION_MAX = 120;

export const CALENDAR_LABELS = {
  menu: 'Calendário',
  title: 'Calendário',
  intro:
    'Dias em que o escritório não trabalha: os prazos em dias úteis (SLA, contagem de dias, resumo diário) os pulam.',
  seat: 'Sede do escritório',
  seatState: 'Estado',
  seatCity: 'Cidade',
  seatStateOnly: 'Somente feriados estaduais',
  seatSave: 'Salvar sede',
  seatSaved: 'Sede salva com sucesso!',
  year: 'Ano',
  closedDays: 'Dias fechados',
  date: 'Data',
  name: 'Nome',
  kind: 'Tipo',
  ashWednesday: (abertura: string) =>
    `Quarta-feira de Cinzas: o escritório abre às ${abertura}; conta como dia útil.`,
  closures: 'Fechamentos do escritório',
  closuresHint:
    'Recesso de fim de ano, emendas de feriado ou a Quarta-feira de Cinzas inteira: cada dia do período deixa de ser útil.',
  newClosure: 'Novo fechamento',
  start: 'Início',
  end: 'Fim (opcional)',
  description: 'Descrição',
  add: 'Adicionar',
  remove: 'Excluir',
  removeLabel: (descricao: string) => `Excluir o fechamento ${descricao}`,
  none: 'Nenhum fechamento cadastrado neste ano.',
  closureAdded: 'Fechamento cadastrado com sucesso!',
  closureRemoved: 'Fechamento excluído com sucesso!',
  confirmRemoveTitle: 'Excluir fechamento',
  confirmRemove: (descricao: string) =>
    `Excluir o fechamento "${descricao}"? Os prazos voltam a contar esses dias como úteis.`,
  period: (inicio: string, fim: string) => (inicio === fim ? inicio : `${inicio} a ${fim}`),
} as const;

export const CALENDAR_API_MESSAGES = {
  invalidYear: 'Ano inválido.',
  invalidStart: 'Data de início inválida',
  invalidEnd: 'Data de fim inválida',
  endBeforeStart: 'A data de fim não pode ser anterior à data de início',
  tooLong: `Um fechamento cobre no máximo ${FIRM_CLOSURE_MAX_DAYS} dias.`,
  descriptionRequired: 'Informe a descrição do fechamento',
  overlaps: 'Já existe um fechamento nesse período.',
  closureNotFound: 'Fechamento não encontrado',
  unknownState: 'Estado desconhecido',
  unknownCity: 'Cidade sem calendário de feriados conhecido para este estado',
} as const;
