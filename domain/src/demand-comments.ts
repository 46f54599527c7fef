// Comments on a demand and their attachments (spec 2 sections 3, 5 and 7): the wire shapes, the
// multipart part names and the one check the screen and the API both run before a comment is kept.
import { COMMENT_LIMITS } from './constants';
import { DEMAND_STATUS } from './demand-status';
import { validateCommentAttachments, validateCommentText } from './format/files';
import type { CommentAttachment } from './format/files';
import { DEMAND_MULTIPART_PARTS } from './types/demand';

/**
 * Multipart parts of POST /solicitacao/{id}/solicitacao-comentario. Every attachment may travel
 * in `files` (classified by extension); the file picked in the screen's document slot travels in
 * `documento`, so the server can refuse an image sent as a document (spec 2 section 5: 'Não subir
 * imagem como documento'), which the extension alone cannot tell.
 */
export const COMMENT_PARTS = {
  dto: DEMAND_MULTIPART_PARTS.comment,
  files: DEMAND_MULTIPART_PARTS.files,
  document: 'documento',
} as const;

/** Comment wording the spec does not give itself (spec 2 section 5 fixes only the limit). */
export const COMMENT_MESSAGES = {
  tooLong: `Quantidade máxima de ${COMMENT_LIMITS.maxLength} caracteres por comentário`,
  dtoMissing: 'Parte solicitacaoComentarioDto ausente ou inválida',
  attachmentNotFound: 'Anexo não encontrado',
  cancelled: 'Esta solicitação foi cancelada e não recebe novos comentários.',
} as const;

/** A cancelled request takes no new comment (issue 29, demands m11); the others all do. */
export function commentsClosed(status: string): boolean {
  return status === DEMAND_STATUS.CANCELADO;
}

// The answers' shapes are the wire contract's (wire/comments.ts).
export type {
  CommentAttachmentListItem,
  CommentAttachmentSummary,
  DemandCommentView,
} from './wire/comments';

/** Download path of one comment attachment (the blob call of spec 2 section 7). */
export function commentAttachmentDownloadPath(attachmentId: number): string {
  return `/solicitacao/download/${attachmentId}/solicitacao-comentario`;
}

/**
 * Text and attachments of a new comment (spec 2 section 5): the first message that applies, or
 * null. The 140-character cap is the input's maxLength in the screen; the server checks it too.
 */
export function validateCommentSubmission(
  description: string | null | undefined,
  files: readonly CommentAttachment[],
): string | null {
  const textProblem = validateCommentText(description);
  if (textProblem) return textProblem;
  if ((description ?? '').trim().length > COMMENT_LIMITS.maxLength) {
    return COMMENT_MESSAGES.tooLong;
  }
  return validateCommentAttachments(files);
}
