import type { HttpClient } from '@dpohub/shared-ui';
import type {
  ClientUser as ClientUserAnswer,
  DemandParticipantView,
} from '@dpohub/domain/wire';
import type { ClientUser, RequestParticipant } from './participant-types';

// Participant calls of spec 2 section 7 ("Participants and links").

/** GET /user/client: the users of the client; an admin names the selected client. */
export async function fetchClientUsers(
  http: HttpClient,
  clientId: number | null,
): Promise<ClientUser[]> {
  const { data } = await http.get<ClientUserAnswer[]>('/user/client', {
    params: clientId === null ? undefined : { clientId },
    skipErrorToast: true,
  });
  return Array.isArray(data) ? data : [];
}

/** GET /solicitacao-participante/{id}: the participants of request {id}. */
export async function fetchParticipants(
  http: HttpClient,
  requestId: number,
  signal?: AbortSignal,
): Promise<RequestParticipant[]> {
  const { data } = await http.get<DemandParticipantView[]>(`/solicitacao-participante/${requestId}`, {
    skipErrorToast: true,
    signal,
  });
  return Array.isArray(data) ? data : [];
}

/** POST /solicitacao-participante. */
export async function addParticipant(
  http: HttpClient,
  requestId: number,
  userId: number,
): Promise<void> {
  await http.post('/solicitacao-participante', {
    solicitacao: { id: requestId },
    user: { id: userId },
  });
}

/** DELETE /solicitacao-participante/{id}: {id} is the participant link's id. */
export async function removeParticipant(http: HttpClient, participantId: number): Promise<void> {
  await http.delete(`/solicitacao-participante/${participantId}`);
}
