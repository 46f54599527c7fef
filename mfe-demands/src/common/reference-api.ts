import type { CurrentClientPrice, ServiceType } from '@dpohub/domain';
import type { Lawyer, SolicitacaoUserAccess } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// Reference data of the demand screens (spec 2 section 7, "Reference data").

/** GET /service-type. */
export async function fetchServiceTypes(http: HttpClient): Promise<ServiceType[]> {
  const { data } = await http.get<ServiceType[]>('/service-type', { skipErrorToast: true });
  return data;
}

/** GET /lawyer?active=true: inactive lawyers are never offered. */
export async function fetchActiveLawyers(http: HttpClient): Promise<Lawyer[]> {
  const { data } = await http.get<Lawyer[]>('/lawyer', {
    params: { active: true },
    skipErrorToast: true,
  });
  return data;
}

/**
 * GET /client-prices-hours/current/{clientId}?data=yyyy-MM-dd: the hourly rate in force on the
 * request day, for the value calculation.
 */
export async function fetchCurrentPrice(
  http: HttpClient,
  clientId: number,
  day: string,
): Promise<CurrentClientPrice> {
  const { data } = await http.get<CurrentClientPrice>(`/client-prices-hours/current/${clientId}`, {
    params: { data: day },
    skipErrorToast: true,
  });
  return data;
}

/** GET /solicitacao-user/{id}: whether the signed-in user is an admin participant of it. */
export async function fetchDemandAccess(
  http: HttpClient,
  id: number,
): Promise<SolicitacaoUserAccess> {
  const { data } = await http.get<SolicitacaoUserAccess>(`/solicitacao-user/${id}`, {
    skipErrorToast: true,
  });
  return data;
}
