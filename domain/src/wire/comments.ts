import { Type, type Static } from 'typebox';
import { StringEnum } from './schema';

// The comment calls of spec 2 sections 3 and 7. The new comment itself travels as multipart
// (the part `solicitacaoComentarioDto` and its files), read by the API's upload reader.

const FILE_KINDS = ['image', 'video', 'document'] as const;

const attachmentProperties = {
  id: Type.Integer(),
  filename: Type.String(),
  kind: StringEnum(FILE_KINDS),
};

/** One attachment of a comment, with the kind its extension gives it. */
export const CommentAttachmentSummary = Type.Object(attachmentProperties);

/** A comment as the API answers it (spec 2 section 3), attachments tagged with their kind. */
export const DemandCommentView = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  createdBy: Type.Object({ name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
  anexosComentario: Type.Array(CommentAttachmentSummary),
});

export const DemandCommentList = Type.Array(DemandCommentView);

/** GET /solicitacao/{id}/anexo-comentario: every attachment of the demand's comments. */
export const CommentAttachmentListItem = Type.Object({
  ...attachmentProperties,
  /** The comment the file came with. */
  commentId: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const CommentAttachmentList = Type.Array(CommentAttachmentListItem);

export type CommentAttachmentSummary = Static<typeof CommentAttachmentSummary>;
export type DemandCommentView = Static<typeof DemandCommentView>;
export type CommentAttachmentListItem = Static<typeof CommentAttachmentListItem>;
