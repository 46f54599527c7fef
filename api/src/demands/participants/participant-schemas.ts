import { NAME_MAX_LENGTH } from '../../http/schema-limits';

// JSON schemas of the participant calls (spec 2 sections 3 and 7).

export const recordId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id: recordId } } as const;
const idRef = {
  type: 'object',
  required: ['id'],
  properties: { id: recordId },
} as const;

export const participantSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    solicitacao: {
      type: 'object',
      properties: { id: { type: 'integer' } },
      required: ['id'],
    },
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        email: {
          type: 'object',
          properties: { email: { type: 'string' } },
          required: ['email'],
        },
        enabled: { type: 'boolean' },
      },
      required: ['id', 'name', 'email', 'enabled'],
    },
  },
  required: ['id', 'solicitacao', 'user'],
} as const;

export const participantListSchema = { type: 'array', items: participantSchema } as const;

export const participantBodySchema = {
  type: 'object',
  required: ['solicitacao', 'user'],
  properties: { solicitacao: idRef, user: idRef },
} as const;

const text = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;

/** Presence and format are checked with the domain's temporaryParticipantSchema. */
export const temporaryParticipantBodySchema = {
  type: 'object',
  required: ['name', 'jobTitle', 'email', 'department'],
  properties: {
    username: text,
    name: text,
    jobTitle: text,
    email: text,
    department: text,
    client: { type: ['object', 'null'], required: ['id'], properties: { id: recordId } },
  },
} as const;

export const temporaryParticipantAnswerSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' } },
  required: ['id', 'name', 'email'],
} as const;
