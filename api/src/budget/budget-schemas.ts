import { DEMAND_STATUSES, PAGE_SIZE } from '@dpohub/domain';
import { NAME_MAX_LENGTH } from '../http/schema-limits';
import { pageSchema } from '../lists';

// JSON schemas of the budget calls (spec 2 sections 3 and 7). Period rules are checked by the
// domain, so the answer carries the spec's own messages.

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const period = { type: 'string', maxLength: 7, description: 'MM/yyyy' } as const;
const status = { type: 'string', enum: [...DEMAND_STATUSES] } as const;

export const budgetQuery = {
  type: 'object',
  properties: { idCliente: id, periodoInicial: period, periodoFinal: period },
} as const;

export const serviceFilterQuery = {
  type: 'object',
  properties: {
    ...budgetQuery.properties,
    name: { type: 'string', maxLength: NAME_MAX_LENGTH },
    status,
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 100, default: PAGE_SIZE.budgetServices },
    sort: { type: 'string', enum: ['demanda,asc'], default: 'demanda,asc' },
  },
} as const;

export const statusControlSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { status, servicos: { type: 'integer' }, total: { type: 'number' } },
    required: ['status', 'servicos', 'total'],
  },
} as const;

export const serviceTotalsSchema = {
  type: 'object',
  properties: { totalServicos: { type: 'integer' }, valorInvestido: { type: 'number' } },
  required: ['totalServicos', 'valorInvestido'],
} as const;

const idName = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

export const servicePageSchema = pageSchema({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    demanda: { type: 'string' },
    client: idName,
    valor: { type: ['number', 'null'] },
    status,
  },
  required: ['id', 'demanda', 'client', 'valor', 'status'],
});

export const contractingSchema = {
  type: 'object',
  properties: {
    contratado: { type: ['number', 'null'] },
    expiracao: { type: ['string', 'null'], description: 'dd/MM/yyyy' },
  },
  required: ['contratado', 'expiracao'],
} as const;

export const progressSchema = {
  type: 'object',
  properties: {
    saldo: { type: 'string', description: 'HHH:MM:SS, negative when in debt' },
    consumida: { type: 'string' },
    contratada: { type: 'string' },
  },
  required: ['saldo', 'consumida', 'contratada'],
} as const;

export const serviceDetailSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    demanda: { type: 'string' },
    autorDemanda: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    descricaoTrabalho: { type: 'string' },
    lawyer: { anyOf: [idName, { type: 'null' }] },
    horas: { type: ['string', 'null'] },
    valor: { type: ['number', 'null'] },
    historico: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, status, data: { type: 'string' } },
        required: ['id', 'status', 'data'],
      },
    },
  },
  required: [
    'id',
    'demanda',
    'autorDemanda',
    'createdAt',
    'descricaoTrabalho',
    'lawyer',
    'horas',
    'valor',
    'historico',
  ],
} as const;

export const serviceIdParams = { type: 'object', required: ['id'], properties: { id } } as const;

/** POST /banco-horas: a pack (valor, dataExpiracao) or a removal (dataInicial). */
export const hoursBankBody = {
  type: 'object',
  required: ['client', 'quantidade'],
  properties: {
    client: { type: 'object', required: ['id'], properties: { id } },
    quantidade: {
      type: 'string',
      maxLength: 12,
      description: 'HHH:mm:00, or -HHH:mm:00 to remove',
    },
    valor: { type: 'number', minimum: 0, maximum: 9_999_999_999.99 },
    dataExpiracao: { type: 'string', maxLength: 10, description: 'yyyy-MM-dd' },
    dataInicial: { type: 'string', maxLength: 7, description: 'MM/yyyy' },
  },
  oneOf: [{ required: ['valor', 'dataExpiracao'] }, { required: ['dataInicial'] }],
} as const;

export const movementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    client: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
    quantidade: { type: 'string' },
    valor: { type: ['number', 'null'] },
    dataExpiracao: { type: ['string', 'null'] },
    dataInicial: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    createdBy: { type: 'string' },
  },
  required: ['id', 'client', 'quantidade', 'createdAt', 'createdBy'],
} as const;
