import type { HttpClient } from '@dpohub/shared-ui';
import type { UpdatePasswordRequest } from '@dpohub/domain/wire';

/** PUT /user/update-password: the signed-in user's new password (spec 1 section 7). */
export async function updatePassword(http: HttpClient, body: UpdatePasswordRequest): Promise<void> {
  await http.put('/user/update-password', body);
}
