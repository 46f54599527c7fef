import type { ClientSummary, CreateClientRequest } from '@dpohub/domain';
import type { HttpClient } from '../../contract/http';

// The client calls of spec 1 section 7.

/** GET /client/all; a failure is only logged (spec 1 section 8: other list failures are silent). */
export async function fetchClients(
  http: HttpClient,
  query?: string,
  signal?: AbortSignal,
): Promise<ClientSummary[]> {
  const url = query ? `/client/all?${query.replace(/^\?/, '')}` : '/client/all';
  const response = await http.get<ClientSummary[]>(url, { skipErrorToast: true, signal });
  return Array.isArray(response.data) ? response.data : [];
}

/** POST /client; its failure is silent (spec 1 section 8). */
export async function createClient(http: HttpClient, client: CreateClientRequest): Promise<void> {
  await http.post('/client', client, { skipErrorToast: true });
}

/** DELETE /client/{id}; true when the server answered 204. */
export async function deleteClient(http: HttpClient, id: number): Promise<boolean> {
  const response = await http.delete(`/client/${id}`);
  return response.status === 204;
}
