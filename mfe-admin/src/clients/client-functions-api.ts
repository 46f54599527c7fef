import type { ContractableFunction } from '@dpohub/domain';
import type { Client, ClientFunctions, EndContractBody } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// The contracted function cards of a client (docs/decisions.md "Contracted functions").

/** GET /client/{id}/functions. */
export async function fetchClientFunctions(
  http: HttpClient,
  clientId: number,
): Promise<ClientFunctions> {
  const { data } = await http.get<ClientFunctions>(`/client/${clientId}/functions`, {
    skipErrorToast: true,
  });
  return data;
}

/** PUT /client/{id}/functions: the whole list, replacing the stored one. */
export async function saveClientFunctions(
  http: HttpClient,
  clientId: number,
  functions: readonly ContractableFunction[],
): Promise<ClientFunctions> {
  const { data } = await http.put<ClientFunctions>(`/client/${clientId}/functions`, {
    functions,
  });
  return data;
}

/** GET /client/{id}: the client's name and 'Controle de Horas'. */
export async function fetchClient(http: HttpClient, clientId: number): Promise<Client> {
  const { data } = await http.get<Client>(`/client/${clientId}`, { skipErrorToast: true });
  return data;
}

/** PUT /client/{id}: a new name and 'Controle de Horas' (platform m13). */
export async function saveClient(http: HttpClient, client: Client): Promise<Client> {
  const { data } = await http.put<Client>(`/client/${client.id}`, {
    name: client.name,
    enableHoursBank: client.enableHoursBank,
  });
  return data;
}

/** POST /client/{id}/encerrar-contrato: the client as it is now, with its contract's state. */
export async function endClientContract(
  http: HttpClient,
  clientId: number,
  motivo: string,
): Promise<Client> {
  const body: EndContractBody = motivo ? { motivo } : {};
  const { data } = await http.post<Client>(`/client/${clientId}/encerrar-contrato`, body);
  return data;
}
