import { pageSchema } from '../lists';

// JSON schemas of the client price calls (spec 1 sections 3 and 7). Dates are yyyy-MM-dd; their
// rules are checked by the domain so the answer carries the spec's own messages.

const date = { type: 'string', maxLength: 10 } as const;
const money = { type: 'number', maximum: 9_999_999_999.99 } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const priceSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    clientId: { type: 'integer' },
    clientName: { type: 'string' },
    valorHora: { type: 'number' },
    vigenciaInicio: { type: 'string', description: 'yyyy-MM-dd' },
    vigenciaFim: { type: ['string', 'null'], description: 'yyyy-MM-dd; null while open' },
    userId: { type: ['integer', 'null'], description: 'Who last changed the period' },
  },
  required: ['id', 'clientId', 'clientName', 'valorHora', 'vigenciaInicio', 'vigenciaFim'],
} as const;

export const pricePageSchema = pageSchema(priceSchema);

export const currentPriceSchema = {
  type: 'object',
  properties: {
    clientId: { type: 'integer' },
    valorHora: { type: ['number', 'null'] },
    enableHoursBank: { type: 'boolean' },
  },
  required: ['clientId', 'valorHora', 'enableHoursBank'],
} as const;

export function idParams(name: string) {
  return { type: 'object', required: [name], properties: { [name]: id } } as const;
}

export const priceUpdateBody = {
  type: 'object',
  required: ['id', 'clientId', 'valorHora', 'vigenciaInicio'],
  properties: {
    id,
    clientId: id,
    valorHora: money,
    vigenciaInicio: date,
    vigenciaFim: { type: ['string', 'null'], maxLength: 10, default: null },
    userId: { type: ['integer', 'null'], description: 'Ignored: the signed-in user is recorded' },
  },
} as const;

export const priceCreateBody = {
  type: 'object',
  required: ['clientId', 'valorHora', 'vigenciaInicio'],
  properties: { clientId: id, valorHora: money, vigenciaInicio: date },
} as const;
