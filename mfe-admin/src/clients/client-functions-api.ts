import type { ClientFunctions, ContractableFunction } from '@dpohub/domain';
import type { AxiosInstance } from 'axios';

// The contracted function cards of a client (docs/decisions.md "Contracted functions").

/** GET /client/{id}/functions. */
export async function fetchClientFunctions(
  http: AxiosInstance,
  clientId: number,
): Promise<ClientFunctions> {
  const { data } = await http.get<ClientFunctions>(`/client/${clientId}/functions`, {
    skipErrorToast: true,
  });
  return data;
}

/** PUT /client/{id}/functions: the whole list, replacing the stored one. */
export async function saveClientFunctions(
  http: AxiosInstance,
  clientId: number,
  functions: readonly ContractableFunction[],
): Promise<ClientFunctions> {
  const { data } = await http.put<ClientFunctions>(`/client/${clientId}/functions`, {
    functions,
  });
  return data;
}
