import type { HttpClient } from '@dpohub/shared-ui';

// The request writes of spec 2 section 7 (multipart, parts documentosConsultasDto and files).

/** POST /solicitacao/documentos-consultas. */
export async function createClientRequest(http: HttpClient, body: FormData): Promise<void> {
  await http.post('/solicitacao/documentos-consultas', body);
}

/** PUT /solicitacao/documentos-consultas/{id}: only while the request is pending. */
export async function updateClientRequest(
  http: HttpClient,
  id: number,
  body: FormData,
): Promise<void> {
  await http.put(`/solicitacao/documentos-consultas/${id}`, body);
}
