import { DEMAND_STATUSES, PAGE_SIZE } from '@dpohub/domain';
import { NAME_MAX_LENGTH } from '../http/schema-limits';
import { pageSchema } from '../lists';

// JSON schemas of the budget calls (spec 2 sections 3 and 7). Period rules are checked by the
// domain, so the answer carries the spec's own messages.

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
// A period's rules are the domain's, so a malformed one gets 'Período inicial ou final inválido.'
// rather than a length message naming the field.
const period = { type: 'string', maxLength: 32, description: 'MM/yyyy' } as const;
const status = { type: 'string', enum: [...DEMAND_STATUSES] } as const;

export const budgetQuery = {
  type: 'object',
  properties: {
    idCliente: id,
    periodoInicial: period,
    periodoFinal: period,
    diaInicial: {
      type: 'integer',
      minimum: 1,
      maximum: 31,
      description: 'the day of periodoInicial the period starts on (default: 1)',
    },
  },
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
    valorHora: { type: ['number', 'null'] },
    consumoHoras: { type: 'boolean' },
    dataConclusao: { type: ['string', 'null'], description: 'yyyy-MM-dd' },
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
    'valorHora',
    'consumoHoras',
    'dataConclusao',
    'historico',
  ],
} as const;

export const serviceIdParams = { type: 'object', required: ['id'], properties: { id } } as const;

/**
 * POST /banco-horas: a pack (valor, dataExpiracao, optional dataInicio and descricao) or a
 * removal (negative quantidade, dataInicial). Which fields go together is the domain's check, so
 * every refusal names what is missing in Portuguese.
 */
export const hoursBankBody = {
  type: 'object',
  required: ['client'],
  properties: {
    client: { type: 'object', required: ['id'], properties: { id } },
    quantidade: {
      type: 'string',
      maxLength: 12,
      description: 'HHH:mm:00, or -HHH:mm:00 to remove',
    },
    valor: { type: 'number' },
    dataExpiracao: { type: 'string', maxLength: 10, description: 'yyyy-MM-dd' },
    dataInicio: { type: 'string', maxLength: 10, description: 'yyyy-MM-dd; today when absent' },
    descricao: { type: 'string', maxLength: 500, description: 'description or contract reference' },
    dataInicial: { type: 'string', maxLength: 7, description: 'MM/yyyy' },
  },
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
    dataInicio: { type: ['string', 'null'] },
    descricao: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    createdBy: { type: 'string' },
  },
  required: ['id', 'client', 'quantidade', 'createdAt', 'createdBy'],
} as const;

const hours = { type: 'string', description: 'HHH:MM:SS, negative when in debt' } as const;

export const overviewSchema = {
  type: 'object',
  properties: {
    hoje: { type: 'string' },
    pacotes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          descricao: { type: ['string', 'null'] },
          quantidade: hours,
          valor: { type: 'number' },
          dataInicio: { type: 'string' },
          dataExpiracao: { type: 'string' },
          removida: hours,
          consumida: hours,
          saldo: hours,
          situacao: { type: 'string', enum: ['VIGENTE', 'EXPIRADO', 'FUTURO'] },
          createdBy: { type: 'string' },
        },
        required: [
          'id',
          'descricao',
          'quantidade',
          'valor',
          'dataInicio',
          'dataExpiracao',
          'removida',
          'consumida',
          'saldo',
          'situacao',
          'createdBy',
        ],
      },
    },
    alertas: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          tipo: { type: 'string', enum: ['used80', 'used100', 'expiring'] },
          mensagem: { type: 'string' },
        },
        required: ['tipo', 'mensagem'],
      },
    },
    meses: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          mes: { type: 'string' },
          consumidaMinutos: { type: 'integer' },
          contratadaMinutos: { type: 'integer' },
          saldoMinutos: { type: 'integer' },
        },
        required: ['mes', 'consumidaMinutos', 'contratadaMinutos', 'saldoMinutos'],
      },
    },
    ritmo: {
      type: 'object',
      properties: {
        mensal: hours,
        mensagem: { type: 'string' },
        saldoAcabaEm: { type: ['string', 'null'] },
      },
      required: ['mensal', 'mensagem', 'saldoAcabaEm'],
    },
    contatoEscritorio: { type: ['string', 'null'] },
  },
  required: ['hoje', 'pacotes', 'alertas', 'meses', 'ritmo', 'contatoEscritorio'],
} as const;

const shareRows = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: ['integer', 'null'] },
      nome: { type: 'string' },
      servicos: { type: 'integer' },
      horas: hours,
      valor: { type: 'number' },
    },
    required: ['id', 'nome', 'servicos', 'horas', 'valor'],
  },
} as const;

export const workShareSchema = {
  type: 'object',
  properties: { porAdvogado: shareRows, porTipoServico: shareRows },
  required: ['porAdvogado', 'porTipoServico'],
} as const;
