// JSON schemas of the comment calls (spec 2 sections 3 and 7).

const attachmentProperties = {
  id: { type: 'integer' },
  filename: { type: 'string' },
  kind: { type: 'string', enum: ['image', 'video', 'document'] },
} as const;

export const commentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    description: { type: 'string' },
    createdBy: {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    },
    createdAt: { type: 'string', format: 'date-time' },
    anexosComentario: {
      type: 'array',
      items: {
        type: 'object',
        properties: attachmentProperties,
        required: Object.keys(attachmentProperties),
      },
    },
  },
  required: ['id', 'description', 'createdBy', 'createdAt', 'anexosComentario'],
} as const;

export const commentListSchema = { type: 'array', items: commentSchema } as const;

const listItemProperties = {
  ...attachmentProperties,
  commentId: { type: 'integer' },
  createdAt: { type: 'string', format: 'date-time' },
} as const;

export const attachmentListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: listItemProperties,
    required: Object.keys(listItemProperties),
  },
} as const;
