import { PAGE_SIZE } from '@dpohub/domain';
import type { Page } from '@dpohub/domain';
import type { Lawyer, LawyerBody, StaffAccount } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// The lawyer calls of spec 1 section 7.

/** The lawyers list's request path, the root of its cached pages' keys. */
export const LAWYERS_LIST_PATH = '/lawyer/filter';

/** GET /lawyer/filter: page zero-based, size 10, `name` from the search box when typed. */
export async function fetchLawyers(
  http: HttpClient,
  page: number,
  name: string,
  signal?: AbortSignal,
): Promise<Page<Lawyer>> {
  const { data } = await http.get<Page<Lawyer>>(LAWYERS_LIST_PATH, {
    params: { page, size: PAGE_SIZE.lawyers, name: name || undefined },
    signal,
    // Spec 1 section 8: list failures are logged, not toasted.
    skipErrorToast: true,
  });
  return data;
}

/** POST /lawyer with id 0 and status true (spec 1 section 7), and its staff account if any. */
export async function createLawyer(
  http: HttpClient,
  name: string,
  userId: number | null,
): Promise<void> {
  const body: LawyerBody = { id: 0, name, status: true, userId };
  await http.post('/lawyer', body);
}

/** PUT /lawyer/{id}: the lawyer with its new status; its account only when one is given. */
export async function updateLawyer(
  http: HttpClient,
  lawyer: Omit<Lawyer, 'userId'> & Partial<Pick<Lawyer, 'userId'>>,
): Promise<void> {
  const body: LawyerBody = { id: lawyer.id, name: lawyer.name, status: lawyer.status };
  if (lawyer.userId !== undefined) body.userId = lawyer.userId;
  await http.put(`/lawyer/${lawyer.id}`, body);
}

/** A firm staff account a lawyer may be linked to. */
export type { StaffAccount };

/** GET /lawyer/contas: the enabled staff accounts, by name (issue 29, demands M3). */
export async function fetchStaffAccounts(http: HttpClient): Promise<StaffAccount[]> {
  const { data } = await http.get<StaffAccount[]>('/lawyer/contas', { skipErrorToast: true });
  return data;
}
