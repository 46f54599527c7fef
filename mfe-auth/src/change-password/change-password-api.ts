import type { AxiosInstance } from 'axios';
import type { UpdatePasswordRequest } from '@dpohub/domain';

/** PUT /user/update-password: the signed-in user's new password (spec 1 section 7). */
export async function updatePassword(
  http: AxiosInstance,
  body: UpdatePasswordRequest,
): Promise<void> {
  await http.put('/user/update-password', body);
}
