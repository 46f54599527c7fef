import { COMMENT_PARTS } from '@dpohub/domain';
import type { DemandCommentView } from '@dpohub/domain';
import type { HttpClient } from '@dpohub/shared-ui';

// The comment calls of spec 2 section 7.

/** GET /solicitacao/{id}/solicitacao-comentario. */
export async function fetchComments(
  http: HttpClient,
  requestId: number,
): Promise<DemandCommentView[]> {
  const { data } = await http.get<DemandCommentView[]>(
    `/solicitacao/${requestId}/solicitacao-comentario`,
    { skipErrorToast: true },
  );
  return Array.isArray(data) ? data : [];
}

export interface NewComment {
  description: string;
  images: readonly File[];
  document: File | null;
}

/**
 * POST /solicitacao/{id}/solicitacao-comentario: the JSON part solicitacaoComentarioDto, the
 * images as `files` and the file picked as the document in its own part, so the server can
 * refuse an image sent as a document.
 */
export async function postComment(
  http: HttpClient,
  requestId: number,
  comment: NewComment,
): Promise<void> {
  const body = new FormData();
  body.append(
    COMMENT_PARTS.dto,
    new Blob([JSON.stringify({ description: comment.description })], {
      type: 'application/json',
    }),
  );
  for (const image of comment.images) body.append(COMMENT_PARTS.files, image, image.name);
  if (comment.document) {
    body.append(COMMENT_PARTS.document, comment.document, comment.document.name);
  }
  await http.post(`/solicitacao/${requestId}/solicitacao-comentario`, body);
}
