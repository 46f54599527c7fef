import { Type, type Static } from 'typebox';
import {
  AREA_INTERNA_OPTIONS,
  DEFAULT_INPUT_MAX_LENGTH,
  DEMAND_LIMITS,
  NAME_MAX_LENGTH,
  PRAZO_ATENDIMENTO,
  TIPO_AVALIACAO_OPTIONS,
} from '../constants';
import { NEW_PARTICIPANTS_MAX } from '../demand-participants';
import { CLIENT_DEMAND_STATUS, DEMAND_STATUSES } from '../demand-status';
import { PageQueryProperties, Paged } from './page';
import { Id, IdName, IdRef, Nullable, StringEnum } from './schema';

// The demand calls of spec 2 sections 3 and 7, each request and answer once: the API validates
// and serialises with these schemas, the OpenAPI document is written from them, and the screens
// read their types (`Static<>`).

const PRAZO_ATENDIMENTO_VALUES = Object.values(PRAZO_ATENDIMENTO);
const CLIENT_STATUS_ALIASES = Object.keys(CLIENT_DEMAND_STATUS) as Array<
  keyof typeof CLIENT_DEMAND_STATUS
>;

const DemandStatusSchema = StringEnum(DEMAND_STATUSES);
const PrazoAtendimentoSchema = StringEnum(PRAZO_ATENDIMENTO_VALUES);

/** Who created the demand: a client's user (with the client) or the firm's staff. */
export const DemandAuthor = Type.Object({
  name: Type.String(),
  client: Nullable(IdName),
  employeeDanielLaw: Nullable(Type.Integer()),
});

const internalData = {
  areaInterna: Nullable(Type.String()),
  lawyer: Nullable(IdName),
  horas: Nullable(Type.String(), { description: "'HH:mm:ss', at least two hour digits" }),
  valor: Nullable(Type.Number(), {
    description: 'typed by the staff, or hours x price in force',
  }),
  valorInformado: Nullable(Type.Boolean(), {
    description: 'true when the staff typed the value; false when it follows the hours and price',
  }),
};

/** The deadline clock of open demands (null days for closed ones). */
const deadlineClock = {
  diasUteisRestantes: Nullable(Type.Integer(), {
    description: 'business days left until prazo (national holidays skipped); null when closed',
  }),
  atrasada: Type.Boolean({ description: 'open and past its prazo' }),
};

/** The fields every demand answer carries, the staff's and the client's. */
const demandHeading = {
  id: Type.Integer(),
  client: IdName,
  demanda: Type.String(),
  serviceType: IdName,
  createdAt: Type.String({ format: 'date-time' }),
  prazo: Type.String(),
  prazoAtendimento: PrazoAtendimentoSchema,
  urgente: Type.Boolean({
    description: "a chosen prazo before the request's SLA date ('Urgente - ' on the screens)",
  }),
};

/** A row of GET /solicitacao/filter (the ten columns of spec 2 section 2.1). */
export const DemandRow = Type.Object({
  ...demandHeading,
  ...internalData,
  status: DemandStatusSchema,
  archived: Type.Boolean(),
  consumoHoras: Type.Boolean(),
  createdBy: DemandAuthor,
  ...deadlineClock,
});

/** A row of GET /solicitacao/documentos-consultas/filter (spec 2 section 2.5). */
export const ClientRequestRow = Type.Object({
  ...demandHeading,
  status: DemandStatusSchema,
  archived: Type.Boolean(),
  createdBy: DemandAuthor,
  ...deadlineClock,
});

/** A history entry: `data` is 'yyyy-MM-dd HH:mm:ss' (Brazilian time). */
export const DemandHistoryEntry = Type.Object({
  id: Type.Integer(),
  status: DemandStatusSchema,
  data: Type.String({ description: 'yyyy-MM-dd HH:mm:ss (Brazilian time)' }),
});

/** A stored file of a demand or of a comment. */
export const DemandDocument = Type.Object({ id: Type.Integer(), filename: Type.String() });

/**
 * One demand with everything (spec 2 section 3): GET /solicitacao/{id}, its writes, and the
 * client's view of it. Internal data is null for client users.
 */
export const DemandDetail = Type.Object({
  ...DemandRow.properties,
  tipoConsulta: Nullable(Type.String()),
  tipoAvaliacao: Nullable(StringEnum(TIPO_AVALIACAO_OPTIONS)),
  areaDemandante: Nullable(Type.String()),
  autorDemanda: Nullable(Type.String()),
  descricaoTrabalho: Type.String(),
  updatedAt: Nullable(Type.String(), { format: 'date-time' }),
  historico: Type.Array(DemandHistoryEntry),
  solicitacaoDocumentos: Type.Array(DemandDocument),
});

export const DemandPage = Paged(DemandRow);
export const ClientRequestPage = Paged(ClientRequestRow);

/** The staff queue's filters (staff only): the caller's own demands, or those without a lawyer. */
const queueFilters = {
  minhas: Type.Optional(
    Type.Boolean({
      description: "only the demands of the lawyer linked to the caller ('Atribuídas a mim')",
    }),
  ),
  semAdvogado: Type.Optional(
    Type.Boolean({ description: "only demands without a lawyer ('Sem advogado')" }),
  ),
};

const statusFilter = Type.Optional(StringEnum([...DEMAND_STATUSES, ''] as const));
const searchText = Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH }));

/** GET /solicitacao/filter query (spec 2 section 7). */
export const DemandFilterQuery = Type.Object({
  ...PageQueryProperties,
  archived: Type.Optional(Type.Boolean({ default: false })),
  clientId: Type.Optional(Id),
  filtro: searchText,
  status: statusFilter,
  lawyer: Type.Optional(Id),
  serviceType: Type.Optional(Id),
  atrasadas: Type.Optional(
    Type.Boolean({ description: 'only open demands past their prazo (staff)' }),
  ),
  ...queueFilters,
});

/** GET /solicitacao/export-excel query: the period and the staff list's filters. */
export const DemandExportQuery = Type.Object({
  periodoInicial: Type.Optional(Type.String({ maxLength: 10 })),
  periodoFinal: Type.Optional(Type.String({ maxLength: 10 })),
  archived: Type.Optional(Type.Boolean({ default: false })),
  clientId: Type.Optional(Id),
  filtro: searchText,
  status: statusFilter,
  lawyer: Type.Optional(Id),
  atrasadas: Type.Optional(Type.Boolean()),
  ...queueFilters,
});

/** GET /solicitacao/documentos-consultas/filter query. */
export const ClientRequestFilterQuery = Type.Object({
  ...PageQueryProperties,
  clientId: Type.Optional(Id),
  demanda: searchText,
  criadoPor: searchText,
  modalidade: Type.Optional(Id),
  serviceType: Type.Optional(Id),
  status: statusFilter,
});

const MAX_VALUE = 999999999999;

/** POST /solicitacao and PUT /solicitacao/{id} body (the staff form). */
export const StaffDemandBody = Type.Object({
  client: IdRef,
  demanda: Type.String({ maxLength: NAME_MAX_LENGTH }),
  serviceType: IdRef,
  tipoConsulta: Type.Optional(Nullable(Type.String({ maxLength: NAME_MAX_LENGTH }))),
  tipoAvaliacao: Type.Optional(
    Type.Unsafe<(typeof TIPO_AVALIACAO_OPTIONS)[number] | '' | null>({
      type: ['string', 'null'],
      enum: [...TIPO_AVALIACAO_OPTIONS, '', null],
    }),
  ),
  // The forms hold the chosen area as text; the schema names the areas.
  areaInterna: Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      enum: [...AREA_INTERNA_OPTIONS, '', null],
    }),
  ),
  areaDemandante: Type.Optional(Nullable(Type.String({ maxLength: DEFAULT_INPUT_MAX_LENGTH }))),
  autorDemanda: Type.Optional(Nullable(Type.String({ maxLength: NAME_MAX_LENGTH }))),
  prazoAtendimento: PrazoAtendimentoSchema,
  prazo: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  descricaoTrabalho: Type.String({ maxLength: DEMAND_LIMITS.descriptionMaxLength }),
  lawyer: Type.Optional(Nullable(Type.Object({ id: Type.Optional(Id) }))),
  horas: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  valor: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_VALUE }))),
  consumoHoras: Type.Optional(Type.Boolean({ default: false })),
});

/** PUT /solicitacao/{id}/dados-internos body (internal data form of the details page). */
export const InternalDataBody = Type.Object({
  valor: Type.Number({ minimum: 0, maximum: MAX_VALUE }),
  horas: Type.String({ maxLength: 10 }),
  lawyer: Id,
  areaInterna: Type.String({ enum: [...AREA_INTERNA_OPTIONS] }),
});

/** PATCH /solicitacao/{id}?status=: the staff values or the client aliases. */
export const DemandStatusQuery = Type.Object({
  status: StringEnum([...DEMAND_STATUSES, ...CLIENT_STATUS_ALIASES] as const),
});

/** PATCH /solicitacao/update-archived/{id}?archived=. */
export const DemandArchiveQuery = Type.Object({ archived: Type.Boolean() });

/** An id as the client form sends it: `{ id }` (or the bare number). */
const SelectedId = Type.Unsafe<{ id?: number | null } | number | null>({
  type: ['object', 'integer', 'null'],
  additionalProperties: false,
  properties: { id: { type: ['integer', 'null'] } },
});
const personText = Type.String({ maxLength: NAME_MAX_LENGTH });

/** A participant the save creates: the fields of 'Criar participante temporário'. */
export const NewParticipantPart = Type.Object(
  {
    username: Type.Optional(personText),
    name: personText,
    jobTitle: personText,
    email: personText,
    department: personText,
  },
  { additionalProperties: false },
);

/**
 * The JSON part `documentosConsultasDto` of POST and PUT /solicitacao/documentos-consultas
 * (spec 2 section 7): every field with its type, so a wrong one anywhere (an array, an object, a
 * prototype key) is a 400 like in a JSON body (security M2). The form rules (required fields,
 * lengths, deadline) follow in the client form schema.
 */
export const ClientRequestPart = Type.Object(
  {
    client: Type.Optional(SelectedId),
    serviceType: Type.Optional(SelectedId),
    tipoConsulta: Type.Optional(Nullable(Type.String())),
    tipoAvaliacao: Type.Optional(Nullable(Type.String())),
    demanda: Type.Optional(Nullable(Type.String())),
    descricaoTrabalho: Type.Optional(Nullable(Type.String())),
    prazoAtendimento: Type.Optional(Nullable(Type.String())),
    prazo: Type.Optional(Nullable(Type.String())),
    consumoHoras: Type.Optional(Nullable(Type.Boolean())),
    participants: Type.Optional(Nullable(Type.Array(SelectedId, { maxItems: 200 }))),
    novosParticipantes: Type.Optional(
      Nullable(Type.Array(NewParticipantPart, { maxItems: NEW_PARTICIPANTS_MAX })),
    ),
    documentosRemovidos: Type.Optional(Nullable(Type.Array(Type.Integer(), { maxItems: 200 }))),
  },
  { additionalProperties: false },
);

export type DemandRow = Static<typeof DemandRow>;
export type ClientRequestRow = Static<typeof ClientRequestRow>;
export type DemandDetail = Static<typeof DemandDetail>;
export type DemandAuthor = Static<typeof DemandAuthor>;
export type DemandHistoryEntry = Static<typeof DemandHistoryEntry>;
export type DemandDocument = Static<typeof DemandDocument>;
export type DemandFilterQuery = Static<typeof DemandFilterQuery>;
export type DemandExportQuery = Static<typeof DemandExportQuery>;
export type ClientRequestFilterQuery = Static<typeof ClientRequestFilterQuery>;
export type StaffDemandBody = Static<typeof StaffDemandBody>;
export type InternalDataBody = Static<typeof InternalDataBody>;
export type ClientRequestPart = Static<typeof ClientRequestPart>;
export type NewParticipantPart = Static<typeof NewParticipantPart>;

/** The most a lawyer's count of the staff queue reads: past it, the queue says "mais de 999". */
export const WORKLOAD_COUNT_LIMIT = 999;

const queueCount = Type.Integer({
  description: `counted up to ${WORKLOAD_COUNT_LIMIT + 1}: more than ${WORKLOAD_COUNT_LIMIT} reads "mais de ${WORKLOAD_COUNT_LIMIT}"`,
});

/** GET /solicitacao/fila: open and overdue demands per lawyer, and without a lawyer. */
export const DemandQueue = Type.Object({
  advogados: Type.Array(
    Type.Object({
      lawyer: Type.Object({ id: Type.Integer(), name: Type.String() }),
      abertas: queueCount,
      atrasadas: queueCount,
    }),
  ),
  semAdvogado: Type.Object({ abertas: queueCount, atrasadas: queueCount }),
  meuAdvogado: Nullable(Type.Integer(), {
    description: "the lawyer linked to the caller's account ('Atribuídas a mim'), if any",
  }),
  limite: Type.Integer({ description: 'the most a count reads' }),
});

/** GET /solicitacao/areas-internas: the Área Interna options. */
export const InternalAreaList = Type.Array(Type.String());

/** GET /solicitacao/prazos: the Prazo de atendimento options. */
export const DeadlineOptionList = Type.Array(
  Type.Object({ value: Type.String(), label: Type.String() }),
);

/** GET /service-type: the modalities (2 Consulta, 9 Documento, 12 Contrato). */
export const ServiceTypeList = Type.Array(IdName);

export type DemandQueue = Static<typeof DemandQueue>;

const periodText = Type.Optional(
  Type.String({ maxLength: 10, description: 'dd/MM/yyyy or yyyy-MM-dd' }),
);

/** GET /solicitacao/relatorio-sla (and its export) query: the period. */
export const SlaReportQuery = Type.Object({ periodoInicial: periodText, periodoFinal: periodText });

const slaLineProperties = {
  finalizadas: Type.Integer(),
  noPrazo: Type.Integer(),
  foraDoPrazo: Type.Integer(),
  /** Share finished on time, in percent with one decimal; null with nothing finished. */
  percentualNoPrazo: Nullable(Type.Number()),
  /** Median business days from the request's day to its finish; null with nothing finished. */
  medianaDiasUteis: Nullable(Type.Number()),
};

export const SlaReportLine = Type.Object(slaLineProperties);

export const SlaReportRow = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  serviceTypeId: Type.Integer(),
  modalidade: Type.String(),
  ...slaLineProperties,
});

/** GET /solicitacao/relatorio-sla: the rows by client and modalidade, and the whole period. */
export const SlaReport = Type.Object({
  /** yyyy-MM-dd */
  periodoInicial: Type.String(),
  periodoFinal: Type.String(),
  rows: Type.Array(SlaReportRow),
  total: SlaReportLine,
});

export type SlaReportLine = Static<typeof SlaReportLine>;
export type SlaReportRow = Static<typeof SlaReportRow>;
export type SlaReport = Static<typeof SlaReport>;
