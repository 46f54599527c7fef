import type { ClientDemandStatus } from '@dpohub/domain';
import type { InternalDataBody } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';
import { downloadFile } from '@dpohub/shared-ui';

// The calls of the request details (spec 2 section 7).

/** PATCH /solicitacao/{id}?status= with the client-view values (toCancel, canceled, pending). */
export async function changeRequestStatus(
  http: HttpClient,
  id: number,
  status: ClientDemandStatus,
): Promise<void> {
  await http.patch(`/solicitacao/${id}`, null, { params: { status } });
}

/** PUT /solicitacao/{id}/dados-internos: the admin's internal data. */
export async function saveInternalData(
  http: HttpClient,
  id: number,
  data: InternalDataBody,
): Promise<void> {
  await http.put(`/solicitacao/${id}/dados-internos`, data);
}

/** GET /solicitacao/download/{id}: one file of the request; failures are the caller's. */
export async function downloadRequestDocument(
  http: HttpClient,
  document: { id: number; filename: string },
): Promise<void> {
  await downloadFile(http, `/solicitacao/download/${document.id}`, document.filename, {
    skipErrorToast: true,
  });
}
