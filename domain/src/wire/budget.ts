import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH, PAGE_SIZE } from '../constants';
import { DEMAND_STATUSES } from '../demand-status';
import { Paged } from './page';
import { Id, IdName, Nullable, StringEnum } from './schema';

// The budget control and hours bank calls of spec 2 sections 2.8, 3 and 7, and ours (the hours
// bank overview, the statement, the firm's work per lawyer and type). Period rules are the
// domain's, so a malformed period gets the spec's own message rather than a schema's.

const DemandStatusSchema = StringEnum(DEMAND_STATUSES);

// 'Período inicial ou final inválido.' rather than a length message naming the field.
const period = Type.Optional(Type.String({ maxLength: 32, description: 'MM/yyyy' }));

const budgetQueryProperties = {
  idCliente: Type.Optional(Id),
  periodoInicial: period,
  periodoFinal: period,
  diaInicial: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 31,
      description: 'the day of periodoInicial the period starts on (default: 1)',
    }),
  ),
};

/** Query of every /controle-orcamentario call: the client and the period (MM/yyyy). */
export const BudgetQuery = Type.Object(budgetQueryProperties);

/**
 * GET /controle-orcamentario/filter query (20 a page, sort demanda,asc). The spec says "name and
 * status filters": `name` searches the demand title.
 */
export const BudgetServiceFilterQuery = Type.Object({
  ...budgetQueryProperties,
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
  status: Type.Optional(DemandStatusSchema),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, default: PAGE_SIZE.budgetServices }),
  ),
  sort: Type.Optional(StringEnum(['demanda,asc'] as const, { default: 'demanda,asc' })),
});

/** A line of GET /controle-orcamentario/controle-por-status. */
export const StatusControlRow = Type.Object({
  status: DemandStatusSchema,
  servicos: Type.Integer(),
  total: Type.Number(),
});

export const StatusControlList = Type.Array(StatusControlRow);

/** GET /controle-orcamentario/total-servicos. */
export const ServiceTotals = Type.Object({
  totalServicos: Type.Integer(),
  valorInvestido: Type.Number(),
});

/**
 * A row of the services list. The spec names the columns (Demanda, Cliente, Valor do Serviço,
 * Status), not the fields: they are the demand's wire names.
 */
export const BudgetServiceRow = Type.Object({
  id: Type.Integer(),
  demanda: Type.String(),
  client: IdName,
  valor: Nullable(Type.Number()),
  status: DemandStatusSchema,
});

export const BudgetServicePage = Paged(BudgetServiceRow);

/** GET /controle-orcamentario/contratacao. */
export const ContractingInfo = Type.Object({
  contratado: Nullable(Type.Number()),
  expiracao: Nullable(Type.String(), { description: 'dd/MM/yyyy' }),
});

const hours = Type.String({ description: 'HHH:MM:SS, negative when in debt' });

/** GET /controle-orcamentario/barra-progresso. */
export const HoursProgress = Type.Object({
  saldo: hours,
  consumida: Type.String(),
  contratada: Type.String(),
});

/** GET /controle-orcamentario/{id}: one service with its status history, newest first. */
export const BudgetServiceDetail = Type.Object({
  id: Type.Integer(),
  demanda: Type.String(),
  autorDemanda: Nullable(Type.String()),
  createdAt: Type.String(),
  descricaoTrabalho: Type.String(),
  lawyer: Nullable(IdName),
  horas: Nullable(Type.String()),
  valor: Nullable(Type.Number()),
  /** The price per hour its value came from; null when the value was typed or it has none. */
  valorHora: Nullable(Type.Number()),
  consumoHoras: Type.Boolean(),
  /** The day it was finished, null while not finished: the day it is dated by. */
  dataConclusao: Nullable(Type.String(), { description: 'yyyy-MM-dd' }),
  historico: Type.Array(
    Type.Object({ id: Type.Integer(), status: DemandStatusSchema, data: Type.String() }),
  ),
});

/**
 * POST /banco-horas: a pack (valor, dataExpiracao, optional dataInicio and descricao) or a
 * removal (negative quantidade, dataInicial). Which fields go together is the domain's check
 * (checkHoursBankPayload), so every refusal names what is missing in Portuguese.
 */
export const HoursBankMovementBody = Type.Object({
  client: Type.Object({ id: Id }),
  quantidade: Type.Optional(
    Type.String({ maxLength: 12, description: 'HHH:mm:00, or -HHH:mm:00 to remove' }),
  ),
  valor: Type.Optional(Type.Number()),
  dataExpiracao: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-MM-dd' })),
  dataInicio: Type.Optional(
    Type.String({ maxLength: 10, description: 'yyyy-MM-dd; today when absent' }),
  ),
  descricao: Type.Optional(
    Type.String({ maxLength: 500, description: 'description or contract reference' }),
  ),
  dataInicial: Type.Optional(Type.String({ maxLength: 7, description: 'MM/yyyy' })),
});

/** The movement POST /banco-horas recorded. */
export const HoursBankMovement = Type.Object({
  id: Type.Integer(),
  client: Type.Object({ id: Type.Integer() }),
  quantidade: Type.String(),
  valor: Nullable(Type.Number()),
  dataExpiracao: Nullable(Type.String()),
  dataInicial: Nullable(Type.String()),
  dataInicio: Nullable(Type.String()),
  descricao: Nullable(Type.String()),
  createdAt: Type.String(),
  createdBy: Type.String(),
});

/** A pack of GET /controle-orcamentario/banco-horas, as of today. */
export const HoursPackView = Type.Object({
  id: Type.Integer(),
  descricao: Nullable(Type.String()),
  quantidade: hours,
  valor: Type.Number(),
  /** yyyy-MM-dd */
  dataInicio: Type.String(),
  /** yyyy-MM-dd */
  dataExpiracao: Type.String(),
  /** Hours removed from it. */
  removida: hours,
  /** Hours used from it. */
  consumida: hours,
  /** For an expired pack, the hours that expired unused. */
  saldo: hours,
  situacao: StringEnum(['VIGENTE', 'EXPIRADO', 'FUTURO'] as const),
  createdBy: Type.String(),
});

/** One month of the burn-down chart (minutes). */
export const HoursMonthView = Type.Object({
  /** MM/yyyy */
  mes: Type.String(),
  consumidaMinutos: Type.Integer(),
  contratadaMinutos: Type.Integer(),
  saldoMinutos: Type.Integer(),
});

/**
 * GET /controle-orcamentario/banco-horas: the hours bank as of today, whatever the period: every
 * pack with its figures, the alerts, the last 12 months and the forecast.
 */
export const HoursBankOverview = Type.Object({
  /** yyyy-MM-dd, the day the figures are of. */
  hoje: Type.String(),
  pacotes: Type.Array(HoursPackView),
  alertas: Type.Array(
    Type.Object({
      tipo: StringEnum(['used80', 'used100', 'expiring'] as const),
      mensagem: Type.String(),
    }),
  ),
  meses: Type.Array(HoursMonthView),
  ritmo: Type.Object({
    /** Used per 30 days at the pace of the last 90 days. */
    mensal: hours,
    mensagem: Type.String(),
    /** yyyy-MM-dd when the balance runs out at this pace, else null. */
    saldoAcabaEm: Nullable(Type.String()),
  }),
  /**
   * The e-mail of the firm's identification, the address of 'Fale conosco' in the hours-pack
   * promotion; null until the firm fills it in (budget m12).
   */
  contatoEscritorio: Nullable(Type.String()),
});

/** A line of GET /controle-orcamentario/distribuicao (firm only). */
export const WorkShareRow = Type.Object({
  /** Lawyer or service type id; null: no lawyer set. */
  id: Nullable(Type.Integer()),
  nome: Type.String(),
  servicos: Type.Integer(),
  horas: hours,
  valor: Type.Number(),
});

/** Hours and value of the work in progress and finished in the period, by lawyer and by type. */
export const WorkShare = Type.Object({
  porAdvogado: Type.Array(WorkShareRow),
  porTipoServico: Type.Array(WorkShareRow),
});

export type BudgetQuery = Static<typeof BudgetQuery>;
export type BudgetServiceFilterQuery = Static<typeof BudgetServiceFilterQuery>;
export type StatusControlRow = Static<typeof StatusControlRow>;
export type ServiceTotals = Static<typeof ServiceTotals>;
export type BudgetServiceRow = Static<typeof BudgetServiceRow>;
export type BudgetServicePage = Static<typeof BudgetServicePage>;
export type ContractingInfo = Static<typeof ContractingInfo>;
export type HoursProgress = Static<typeof HoursProgress>;
export type BudgetServiceDetail = Static<typeof BudgetServiceDetail>;
export type HoursBankMovementBody = Static<typeof HoursBankMovementBody>;
export type HoursBankMovement = Static<typeof HoursBankMovement>;
export type HoursPackView = Static<typeof HoursPackView>;
export type HoursMonthView = Static<typeof HoursMonthView>;
export type HoursBankOverview = Static<typeof HoursBankOverview>;
export type WorkShareRow = Static<typeof WorkShareRow>;
export type WorkShare = Static<typeof WorkShare>;
