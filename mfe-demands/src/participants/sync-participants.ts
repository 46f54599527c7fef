import type { HttpClient } from '@dpohub/shared-ui';
import type { ClientUser } from './participant-types';
import { fetchParticipants, removeParticipant } from './participants-api';

/**
 * After an edit's save, which added the chosen users and created the new participants, removes
 * the participants the form dropped: those it loaded and no longer holds. Anyone else attached
 * since (by the save itself or by someone else) stays.
 */
export async function removeDroppedParticipants(
  http: HttpClient,
  requestId: number,
  loaded: readonly ClientUser[],
  chosen: readonly ClientUser[],
): Promise<void> {
  const chosenIds = new Set(chosen.map((user) => user.id));
  const dropped = new Set(loaded.filter((user) => !chosenIds.has(user.id)).map((user) => user.id));
  if (dropped.size === 0) return;
  const current = await fetchParticipants(http, requestId);
  for (const participant of current) {
    if (dropped.has(participant.user.id)) await removeParticipant(http, participant.id);
  }
}
