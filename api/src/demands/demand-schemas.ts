import {
  AREA_INTERNA_OPTIONS,
  DEMAND_LIMITS,
  DEMAND_STATUSES,
  PRAZO_ATENDIMENTO,
  TIPO_AVALIACAO_OPTIONS,
} from '@dpohub/domain';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../http/schema-limits';
import { pageQueryProperties } from '../lists';

// JSON schemas of the demand calls (spec 2 sections 3 and 7): validation, OpenAPI and the
// serialisation of answers from one place.

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const idName = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;
const idRef = { type: 'object', required: ['id'], properties: { id } } as const;
const nullableIdRef = { type: ['object', 'null'], properties: { id } } as const;
const optionalText = { type: ['string', 'null'], maxLength: TEXT_MAX_LENGTH } as const;

const createdBy = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    client: { ...idName, type: ['object', 'null'] },
    employeeDanielLaw: { type: ['integer', 'null'] },
  },
  required: ['name', 'employeeDanielLaw'],
} as const;

const internalData = {
  areaInterna: { type: ['string', 'null'] },
  lawyer: { ...idName, type: ['object', 'null'] },
  horas: { type: ['string', 'null'], description: "'HH:mm:ss', at least two hour digits" },
  valor: { type: ['number', 'null'], description: 'typed by the staff, or hours x price in force' },
  valorInformado: {
    type: ['boolean', 'null'],
    description: 'true when the staff typed the value; false when it follows the hours and price',
  },
} as const;

/** The deadline clock of open demands (null days for closed ones). */
const deadlineClock = {
  diasUteisRestantes: {
    type: ['integer', 'null'],
    description: 'business days left until prazo (national holidays skipped); null when closed',
  },
  atrasada: { type: 'boolean', description: 'open and past its prazo' },
} as const;

/** A row of GET /solicitacao/filter (the ten columns of spec 2 section 2.1). */
export const demandRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    client: idName,
    demanda: { type: 'string' },
    serviceType: idName,
    createdAt: { type: 'string', format: 'date-time' },
    prazo: { type: 'string' },
    prazoAtendimento: { type: 'string' },
    urgente: {
      type: 'boolean',
      description: "a chosen prazo before the request's SLA date ('Urgente - ' on the screens)",
    },
    ...internalData,
    status: { type: 'string' },
    archived: { type: 'boolean' },
    consumoHoras: { type: 'boolean' },
    createdBy,
    ...deadlineClock,
  },
} as const;

/** A row of GET /solicitacao/documentos-consultas/filter (spec 2 section 2.5). */
export const clientRequestRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    client: idName,
    demanda: { type: 'string' },
    serviceType: idName,
    createdAt: { type: 'string', format: 'date-time' },
    prazo: { type: 'string' },
    prazoAtendimento: { type: 'string' },
    urgente: {
      type: 'boolean',
      description: "a chosen prazo before the request's SLA date ('Urgente - ' on the screens)",
    },
    status: { type: 'string' },
    archived: { type: 'boolean' },
    createdBy,
    ...deadlineClock,
  },
} as const;

/** One demand with everything (spec 2 section 3); internal data is null for client users. */
export const demandDetailSchema = {
  type: 'object',
  properties: {
    ...demandRowSchema.properties,
    tipoConsulta: { type: ['string', 'null'] },
    tipoAvaliacao: { type: ['string', 'null'] },
    areaDemandante: { type: ['string', 'null'] },
    autorDemanda: { type: ['string', 'null'] },
    descricaoTrabalho: { type: 'string' },
    updatedAt: { type: ['string', 'null'], format: 'date-time' },
    historico: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          status: { type: 'string' },
          data: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss (Brazilian time)' },
        },
      },
    },
    solicitacaoDocumentos: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, filename: { type: 'string' } },
      },
    },
  },
} as const;

/** The staff queue's filters (staff only): the caller's own demands, or those without a lawyer. */
const queueFilters = {
  minhas: {
    type: 'boolean',
    description: "only the demands of the lawyer linked to the caller ('Atribuídas a mim')",
  },
  semAdvogado: { type: 'boolean', description: "only demands without a lawyer ('Sem advogado')" },
} as const;

/** GET /solicitacao/filter query (spec 2 section 7). */
export const staffFilterQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    archived: { type: 'boolean', default: false },
    clientId: id,
    filtro: { type: 'string', maxLength: NAME_MAX_LENGTH },
    status: { type: 'string', enum: [...DEMAND_STATUSES, ''] },
    lawyer: id,
    serviceType: id,
    atrasadas: { type: 'boolean', description: 'only open demands past their prazo (staff)' },
    ...queueFilters,
  },
} as const;

/** GET /solicitacao/export-excel query: the period and the staff list's filters. */
export const demandExportQuery = {
  type: 'object',
  properties: {
    periodoInicial: { type: 'string', maxLength: 10 },
    periodoFinal: { type: 'string', maxLength: 10 },
    archived: { type: 'boolean', default: false },
    clientId: id,
    filtro: { type: 'string', maxLength: NAME_MAX_LENGTH },
    status: { type: 'string', enum: [...DEMAND_STATUSES, ''] },
    lawyer: id,
    atrasadas: { type: 'boolean' },
    ...queueFilters,
  },
} as const;

/** GET /solicitacao/documentos-consultas/filter query. */
export const clientFilterQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    clientId: id,
    demanda: { type: 'string', maxLength: NAME_MAX_LENGTH },
    criadoPor: { type: 'string', maxLength: NAME_MAX_LENGTH },
    modalidade: id,
    serviceType: id,
    status: { type: 'string', enum: [...DEMAND_STATUSES, ''] },
  },
} as const;

/** POST /solicitacao and PUT /solicitacao/{id} body (the staff form). */
export const staffPayloadSchema = {
  type: 'object',
  required: ['client', 'demanda', 'serviceType', 'prazoAtendimento', 'descricaoTrabalho'],
  properties: {
    client: idRef,
    demanda: { type: 'string', maxLength: NAME_MAX_LENGTH },
    serviceType: idRef,
    tipoConsulta: { type: ['string', 'null'], maxLength: NAME_MAX_LENGTH },
    tipoAvaliacao: { type: ['string', 'null'], enum: [...TIPO_AVALIACAO_OPTIONS, '', null] },
    areaInterna: { type: ['string', 'null'], enum: [...AREA_INTERNA_OPTIONS, '', null] },
    areaDemandante: optionalText,
    autorDemanda: { type: ['string', 'null'], maxLength: NAME_MAX_LENGTH },
    prazoAtendimento: { type: 'string', enum: Object.values(PRAZO_ATENDIMENTO) },
    prazo: { type: ['string', 'null'], maxLength: 10 },
    descricaoTrabalho: { type: 'string', maxLength: DEMAND_LIMITS.descriptionMaxLength },
    lawyer: nullableIdRef,
    horas: { type: ['string', 'null'], maxLength: 10 },
    valor: { type: ['number', 'null'], minimum: 0, maximum: 999999999999 },
    consumoHoras: { type: 'boolean', default: false },
  },
} as const;

/** PUT /solicitacao/{id}/dados-internos body (internal data form of the details page). */
export const internalDataBodySchema = {
  type: 'object',
  required: ['valor', 'horas', 'lawyer', 'areaInterna'],
  properties: {
    valor: { type: 'number', minimum: 0, maximum: 999999999999 },
    horas: { type: 'string', maxLength: 10 },
    lawyer: id,
    areaInterna: { type: 'string', enum: [...AREA_INTERNA_OPTIONS] },
  },
} as const;
