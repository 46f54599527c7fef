import type { HttpClient } from '@dpohub/shared-ui';
import type { ClientUser } from './participant-types';
import { addParticipant, fetchParticipants, removeParticipant } from './participants-api';

/**
 * After an edit, makes the request's participants the chosen users: adds the missing ones and
 * removes the others. Read back first, so users the update call already attached are not sent
 * twice.
 */
export async function syncParticipants(
  http: HttpClient,
  requestId: number,
  chosen: readonly ClientUser[],
): Promise<void> {
  const current = await fetchParticipants(http, requestId);
  const currentUserIds = new Set(current.map((participant) => participant.user.id));
  const chosenIds = new Set(chosen.map((user) => user.id));
  for (const user of chosen) {
    if (!currentUserIds.has(user.id)) await addParticipant(http, requestId, user.id);
  }
  for (const participant of current) {
    if (!chosenIds.has(participant.user.id)) await removeParticipant(http, participant.id);
  }
}
