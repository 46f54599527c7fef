// Budget control and hours bank (spec 2 sections 2.8, 3 and 7).
import type { DemandStatus } from '../demand-status';
import type { IdName, IdRef, PageQuery } from './common';
import type { DemandDetail, DemandHistoryEntry } from '../wire/demands';

/** Query shared by every /controle-orcamentario call: periods are MM/yyyy. */
export interface BudgetQuery {
  idCliente?: number;
  periodoInicial: string;
  periodoFinal: string;
}

/** GET /controle-orcamentario/barra-progresso: HH:MM:SS-style strings, possibly negative. */
export interface HoursProgress {
  saldo: string;
  consumida: string;
  contratada: string;
}

/** GET /controle-orcamentario/contratacao. */
export interface ContractingInfo {
  contratado: number | null;
  /** dd/MM/yyyy. */
  expiracao: string | null;
}

/** GET /controle-orcamentario/total-servicos. */
export interface ServiceTotals {
  totalServicos: number;
  valorInvestido: number;
}

/** Item of GET /controle-orcamentario/controle-por-status. */
export interface StatusControlRow {
  status: DemandStatus;
  servicos: number;
  total: number;
}

/**
 * GET /controle-orcamentario/filter query (size 20, sort demanda,asc). The spec says "name and
 * status filters": `name` searches the demand title.
 */
export interface BudgetServiceFilterQuery extends BudgetQuery, PageQuery {
  name?: string;
  status?: DemandStatus;
}

/**
 * Row of the services list. The spec names the columns (Demanda, Cliente, Valor do Serviço,
 * Status), not the fields: we reuse the demand's wire names.
 */
export interface BudgetServiceRow {
  id: number;
  demanda: string;
  client: IdName;
  valor: number | null;
  status: DemandStatus;
}

/** GET /controle-orcamentario/{id}: the service detail with its history. */
export type BudgetServiceDetail = Pick<
  DemandDetail,
  | 'id'
  | 'demanda'
  | 'autorDemanda'
  | 'createdAt'
  | 'descricaoTrabalho'
  | 'lawyer'
  | 'horas'
  | 'valor'
> & {
  historico: DemandHistoryEntry[];
  /** The day it was finished (yyyy-MM-dd), null while not finished: the day it is dated by. */
  dataConclusao: string | null;
  /** The price per hour its value came from; null when the value was typed or it has none. */
  valorHora: number | null;
  consumoHoras: boolean;
};

/** POST /banco-horas, adding hours: quantidade 'HHH:mm:00'. */
export interface HoursAddPayload {
  client: IdRef;
  quantidade: string;
  valor: number;
  /** yyyy-MM-dd. */
  dataExpiracao: string;
  /** First day in force, yyyy-MM-dd; today when absent. */
  dataInicio?: string;
  /** Description or contract reference. */
  descricao?: string;
}

/** POST /banco-horas, removing hours: quantidade negative '-HHH:mm:00', dataInicial MM/yyyy. */
export interface HoursRemovePayload {
  client: IdRef;
  quantidade: string;
  dataInicial: string;
}

export type HoursBankPayload = HoursAddPayload | HoursRemovePayload;

export function isHoursRemoval(payload: HoursBankPayload): payload is HoursRemovePayload {
  return 'dataInicial' in payload;
}

/** A pack of GET /controle-orcamentario/banco-horas, as of today. */
export interface HoursPackView {
  id: number;
  descricao: string | null;
  /** HHH:MM:SS */
  quantidade: string;
  valor: number;
  /** yyyy-MM-dd */
  dataInicio: string;
  /** yyyy-MM-dd */
  dataExpiracao: string;
  /** Hours removed from it, HHH:MM:SS. */
  removida: string;
  /** Hours used from it, HHH:MM:SS. */
  consumida: string;
  /** HHH:MM:SS, negative when in debt; for an expired pack, the hours that expired unused. */
  saldo: string;
  situacao: 'VIGENTE' | 'EXPIRADO' | 'FUTURO';
  createdBy: string;
}

/** One month of the burn-down chart (minutes). */
export interface HoursMonthView {
  /** MM/yyyy */
  mes: string;
  consumidaMinutos: number;
  contratadaMinutos: number;
  saldoMinutos: number;
}

/**
 * GET /controle-orcamentario/banco-horas: the hours bank as of today, whatever the period: every
 * pack with its figures, the alerts, the last 12 months and the forecast.
 */
export interface HoursBankOverview {
  /** yyyy-MM-dd, the day the figures are of. */
  hoje: string;
  pacotes: HoursPackView[];
  alertas: { tipo: 'used80' | 'used100' | 'expiring'; mensagem: string }[];
  meses: HoursMonthView[];
  ritmo: {
    /** HHH:MM:SS used per 30 days at the pace of the last 90 days. */
    mensal: string;
    mensagem: string;
    /** yyyy-MM-dd when the balance runs out at this pace, else null. */
    saldoAcabaEm: string | null;
  };
  /**
   * The e-mail of the firm's identification, the address of 'Fale conosco' in the hours-pack
   * promotion; null until the firm fills it in (budget m12).
   */
  contatoEscritorio: string | null;
}

/** A line of GET /controle-orcamentario/distribuicao (firm only). */
export interface WorkShareRow {
  /** Lawyer or service type id; null: no lawyer set. */
  id: number | null;
  nome: string;
  servicos: number;
  /** HHH:MM:SS */
  horas: string;
  valor: number;
}

/** Hours and value of the work in progress and finished in the period, by lawyer and by type. */
export interface WorkShare {
  porAdvogado: WorkShareRow[];
  porTipoServico: WorkShareRow[];
}
