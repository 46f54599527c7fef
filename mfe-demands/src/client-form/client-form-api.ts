import type { AxiosInstance } from 'axios';

// The request writes of spec 2 section 7 (multipart, parts documentosConsultasDto and files).

/** POST /solicitacao/documentos-consultas. */
export async function createClientRequest(http: AxiosInstance, body: FormData): Promise<void> {
  await http.post('/solicitacao/documentos-consultas', body);
}

/** PUT /solicitacao/documentos-consultas/{id}: only while the request is pending. */
export async function updateClientRequest(
  http: AxiosInstance,
  id: number,
  body: FormData,
): Promise<void> {
  await http.put(`/solicitacao/documentos-consultas/${id}`, body);
}
