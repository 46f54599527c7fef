import {
  AGRAVANTE_QUESTIONS,
  INFRACTION_FIELDS,
  LEAD_FOLLOW_UP_STATUSES,
  MITIGATING_FACTOR_FIELDS,
  SIMULATION_ORIGIN,
} from '@dpohub/domain';
import { NAME_MAX_LENGTH } from '../http/schema-limits';

// JSON schemas of the simulation calls. Numbers may come as numbers or as their decimal text
// (spec 4 section 3.2); the domain validator gives the Portuguese message for bad values.

const flags = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, { type: 'boolean' }]));

// Left untyped on purpose: schema coercion would turn null into 0 or text into numbers, and
// the domain validator names each bad value in Portuguese instead.
const numeric = { description: 'A number or its decimal text ("1234.56")' } as const;

const answerFields = (number: object) => ({
  ...flags(INFRACTION_FIELDS),
  grauDano: number,
  ...Object.fromEntries(
    AGRAVANTE_QUESTIONS.map(({ field }) => [field, { type: ['string', 'null'], maxLength: 200 }]),
  ),
  ...flags(MITIGATING_FACTOR_FIELDS),
  naoTemFaturamento: { type: 'boolean' },
  valorFaturamento: number,
  valorTributos: number,
  valorVantagemAuferidaEstimavel: number,
});

const answerProperties = answerFields(numeric);

/** The payload of save, save_lp and PUT {id}; the record fields the screens echo are ignored. */
export const simulationPayloadSchema = {
  type: 'object',
  properties: {
    ...answerProperties,
    id: { type: ['integer', 'null'] },
    createdByUserLP: { type: ['boolean', 'null'] },
  },
} as const;

const stepSchema = {
  type: 'object',
  properties: { title: { type: 'string' }, detail: { type: 'string' } },
  required: ['title', 'detail'],
} as const;

/** DosimetryResult: every figure of the calculation, for the result screen. */
const calculationSchema = {
  type: ['object', 'null'],
  properties: {
    grauInfracao: { type: 'string' },
    classLabel: { type: 'string' },
    classReason: { type: 'string' },
    rate: { type: ['string', 'null'] },
    revenue: { type: 'string' },
    baseValue: { type: 'string' },
    agravantes: { type: 'string' },
    atenuantes: { type: 'string' },
    rawValue: { type: 'string' },
    floor: { type: 'string' },
    cap: { type: 'string' },
    valorSimulado: { type: 'number' },
    steps: { type: 'array', items: stepSchema },
  },
} as const;

export const documentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    filename: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'filename', 'contentType', 'size', 'createdAt'],
} as const;

const origin = { type: 'string', enum: Object.values(SIMULATION_ORIGIN) } as const;

/** FineSimulationAnswer. */
export const simulationAnswerSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    // Stored answers are normalised: numbers are numbers.
    ...answerFields({ type: 'number' }),
    valorSimulado: { type: ['number', 'null'] },
    grauInfracao: { type: ['string', 'null'] },
    createdByUserLP: { type: 'boolean' },
    client: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    createdAt: { type: 'string', format: 'date-time' },
    enabled: { type: 'boolean' },
    filePath: { type: ['string', 'null'] },
    filename: { type: ['string', 'null'] },
    origem: origin,
    createdBy: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    empresa: { type: ['string', 'null'] },
    calculo: calculationSchema,
    documentos: { type: 'array', items: documentSchema },
  },
  required: ['id', 'valorSimulado', 'grauInfracao', 'origem', 'calculo', 'documentos'],
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** Query of the list and the export (spec 4 section 7). */
export const filterQueryProperties = {
  search: { type: 'string', maxLength: NAME_MAX_LENGTH },
  origin: { type: 'string', enum: [...Object.values(SIMULATION_ORIGIN), ''] },
  periodoInicial: { type: 'string', maxLength: 10 },
  periodoFinal: { type: 'string', maxLength: 10 },
  clientId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  /** The leads with this follow-up status (issue 30). */
  acompanhamento: { type: 'string', enum: [...LEAD_FOLLOW_UP_STATUSES, ''] },
} as const;

/** The consent a lead's registration accepted (LGPD art. 8). */
const consentSchema = {
  type: 'object',
  properties: {
    texto: { type: ['string', 'null'] },
    versao: { type: ['string', 'null'] },
    em: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['texto', 'versao', 'em'],
} as const;

/** A lead's follow-up as the calls answer it (issue 30). */
export const leadFollowUpSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...LEAD_FOLLOW_UP_STATUSES] },
    por: { type: ['string', 'null'] },
    em: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['status', 'por', 'em'],
} as const;

export const listItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    createdBy: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    empresa: { type: ['string', 'null'] },
    origem: origin,
    createdAt: { type: 'string', format: 'date-time' },
    grauInfracao: { type: ['string', 'null'] },
    valorSimulado: { type: ['number', 'null'] },
    temDocumento: { type: 'boolean' },
    /** Each attached file by name (platform M3), downloaded with ?documentId=. */
    documentos: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, filename: { type: 'string' } },
        required: ['id', 'filename'],
      },
    },
    /** A landing-page row: its lead, opt-in, consent and follow-up (null otherwise). */
    leadId: { type: ['integer', 'null'] },
    infoEmail: { type: ['boolean', 'null'] },
    consentimento: { ...consentSchema, type: ['object', 'null'] },
    acompanhamento: { ...leadFollowUpSchema, type: ['object', 'null'] },
  },
  required: ['id', 'origem', 'createdAt', 'temDocumento', 'documentos'],
} as const;

/** FineSimulationDetails: the answer and, for a landing-page simulation, its lead. */
export const simulationDetailsSchema = {
  ...simulationAnswerSchema,
  properties: {
    ...simulationAnswerSchema.properties,
    contato: {
      type: ['object', 'null'],
      properties: {
        leadId: { type: 'integer' },
        infoEmail: { type: 'boolean' },
        consentimento: consentSchema,
        acompanhamento: leadFollowUpSchema,
        descadastradoEm: { type: ['string', 'null'], format: 'date-time' },
      },
      required: ['leadId', 'infoEmail', 'consentimento', 'acompanhamento', 'descadastradoEm'],
    },
  },
  required: [...simulationAnswerSchema.required, 'contato'],
} as const;
