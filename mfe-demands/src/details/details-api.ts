import type { ClientDemandStatus, DemandInternalData } from '@dpohub/domain';
import type { HttpClient } from '@dpohub/shared-ui';
import { saveBlobResponse } from '@dpohub/shared-ui';

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
  data: DemandInternalData,
): Promise<void> {
  await http.put(`/solicitacao/${id}/dados-internos`, data);
}

/** GET {path} as a blob, saved under its Content-Disposition name; failures are the caller's. */
export async function downloadFile(
  http: HttpClient,
  path: string,
  fallbackName: string,
): Promise<void> {
  const response = await http.get<Blob>(path, { responseType: 'blob', skipErrorToast: true });
  saveBlobResponse(response, fallbackName);
}

/** GET /solicitacao/download/{id}: one file of the request. */
export function downloadRequestDocument(
  http: HttpClient,
  document: { id: number; filename: string },
): Promise<void> {
  return downloadFile(http, `/solicitacao/download/${document.id}`, document.filename);
}
