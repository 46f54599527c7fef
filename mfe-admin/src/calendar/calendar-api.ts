import type {
  FirmCalendarYear,
  FirmClosure,
  FirmClosureRequest,
  FirmMailSettings,
  FirmSeat,
  FirmSeatRequest,
  SeatOption,
} from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// Calls of the 'Calendário' screen (docs/decisions.md "The firm's calendar").

export async function fetchCalendarYear(http: HttpClient, ano: number): Promise<FirmCalendarYear> {
  const { data } = await http.get<FirmCalendarYear>('/calendario', {
    params: { ano },
    skipErrorToast: true,
  });
  return data;
}

export async function fetchSeatOptions(http: HttpClient): Promise<SeatOption[]> {
  const { data } = await http.get<SeatOption[]>('/calendario/sedes', { skipErrorToast: true });
  return data;
}

export async function saveSeat(http: HttpClient, seat: FirmSeatRequest): Promise<FirmSeat> {
  const { data } = await http.put<FirmSeat>('/calendario/sede', seat);
  return data;
}

export async function addClosure(
  http: HttpClient,
  closure: FirmClosureRequest,
): Promise<FirmClosure> {
  const { data } = await http.post<FirmClosure>('/calendario/fechamentos', closure);
  return data;
}

export async function removeClosure(http: HttpClient, id: number): Promise<void> {
  await http.delete(`/calendario/fechamentos/${id}`);
}

/** The firm's reply address for the portal's e-mails (demands m17). */
export async function fetchReplyTo(http: HttpClient): Promise<FirmMailSettings> {
  const { data } = await http.get<FirmMailSettings>('/escritorio/email-resposta', {
    skipErrorToast: true,
  });
  return data;
}

export async function saveReplyTo(
  http: HttpClient,
  replyTo: string | null,
): Promise<FirmMailSettings> {
  const { data } = await http.put<FirmMailSettings>('/escritorio/email-resposta', { replyTo });
  return data;
}
