import type { InternalNoteView } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// The internal-note calls (issue 29, beyond): firm staff only.

/** GET /solicitacao/{id}/notas-internas. */
export async function fetchInternalNotes(
  http: HttpClient,
  requestId: number,
): Promise<InternalNoteView[]> {
  const { data } = await http.get<InternalNoteView[]>(`/solicitacao/${requestId}/notas-internas`, {
    skipErrorToast: true,
  });
  return Array.isArray(data) ? data : [];
}

/** POST /solicitacao/{id}/notas-internas { text }. */
export async function postInternalNote(
  http: HttpClient,
  requestId: number,
  text: string,
): Promise<InternalNoteView> {
  const { data } = await http.post<InternalNoteView>(`/solicitacao/${requestId}/notas-internas`, {
    text,
  });
  return data;
}
