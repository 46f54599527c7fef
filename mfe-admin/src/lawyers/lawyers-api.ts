import { PAGE_SIZE } from '@dpohub/domain';
import type { Lawyer, LawyerPayload, Page } from '@dpohub/domain';
import type { HttpClient } from '@dpohub/shared-ui';

// The lawyer calls of spec 1 section 7.

/** GET /lawyer/filter: page zero-based, size 10, `name` from the search box when typed. */
export async function fetchLawyers(
  http: HttpClient,
  page: number,
  name: string,
): Promise<Page<Lawyer>> {
  const { data } = await http.get<Page<Lawyer>>('/lawyer/filter', {
    params: { page, size: PAGE_SIZE.lawyers, name: name || undefined },
    // Spec 1 section 8: list failures are logged, not toasted.
    skipErrorToast: true,
  });
  return data;
}

/** POST /lawyer with id 0 and status true (spec 1 section 7). */
export async function createLawyer(http: HttpClient, name: string): Promise<void> {
  const body: LawyerPayload = { id: 0, name, status: true };
  await http.post('/lawyer', body);
}

/** PUT /lawyer/{id}: the lawyer with its new status. */
export async function updateLawyer(http: HttpClient, lawyer: Lawyer): Promise<void> {
  const body: LawyerPayload = { id: lawyer.id, name: lawyer.name, status: lawyer.status };
  await http.put(`/lawyer/${lawyer.id}`, body);
}
