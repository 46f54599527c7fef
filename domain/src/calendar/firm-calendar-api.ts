import type { AccessRule } from '../access-policy';
import type { ClosedDay } from './brazilian-holidays';

// Calls of the firm's calendar ('Calendário' in the administration menu): the closed days of a
// year (every signed-in user reads them: the request forms check deadlines with them), the
// firm's own closures and its seat, kept by firm staff.

/** The firm's seat: its state's and city's holidays close the firm too. */
export interface FirmSeat {
  /** Two-letter state code, 'SP'. */
  uf: string;
  /** The city's code in the holiday calendar ('SP' for São Paulo), or null for the state only. */
  cidade: string | null;
  /** 'São Paulo/SP'. */
  nome: string;
}

/** The default seat: the city of São Paulo (its 25 January, and the state's 9 July). */
export const DEFAULT_FIRM_SEAT = { uf: 'SP', cidade: 'SP' } as const;

/** A closure the firm keeps: one day or a period (a year-end recess). */
export interface FirmClosure {
  id: number;
  /** yyyy-MM-dd */
  inicio: string;
  /** yyyy-MM-dd, the last closed day (the same as `inicio` for one day). */
  fim: string;
  descricao: string;
}

/** GET /calendario?ano=2027 */
export interface FirmCalendarYear {
  ano: number;
  sede: FirmSeat;
  /** Every closed weekday and weekend holiday of the year, by date (the firm's closures too). */
  diasFechados: ClosedDay[];
  /** The firm's closures touching the year. */
  fechamentos: FirmClosure[];
  /** Ash Wednesday: open from `abertura`, a business day. */
  quartaDeCinzas: { data: string; abertura: string };
}

/** POST /calendario/fechamentos */
export interface FirmClosureRequest {
  inicio: string;
  /** Empty or missing: one day. */
  fim?: string | null;
  descricao: string;
}

/** PUT /calendario/sede */
export interface FirmSeatRequest {
  uf: string;
  cidade: string | null;
}

/** GET /calendario/sedes: the states, and the cities whose holidays the calendar knows. */
export interface SeatOption {
  uf: string;
  nome: string;
  cidades: { codigo: string; nome: string }[];
}

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
