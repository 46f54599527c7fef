// Budget control and hours bank (spec 2 sections 2.8, 3 and 7).
import type { DemandStatus } from '../demand-status';
import type { IdName, IdRef, PageQuery } from './common';
import type { DemandHistoryEntry, Solicitacao } from './demand';

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
  Solicitacao,
  | 'id'
  | 'demanda'
  | 'autorDemanda'
  | 'createdAt'
  | 'descricaoTrabalho'
  | 'lawyer'
  | 'horas'
  | 'valor'
> & { historico: DemandHistoryEntry[] };

/** POST /banco-horas, adding hours: quantidade 'HHH:mm:00'. */
export interface HoursAddPayload {
  client: IdRef;
  quantidade: string;
  valor: number;
  /** yyyy-MM-dd. */
  dataExpiracao: string;
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
