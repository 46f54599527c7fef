import { EMPLOYEE_TYPE, PAGE_SIZE } from '@dpohub/domain';
import type { EmployeeTypeCode, Page } from '@dpohub/domain';
import type { GroupRole, UserDetail, UserPayload, UserRow } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// The user calls of spec 1 section 7.

/** The list filters; an undefined filter is left out of the query. */
export interface UserListFilters {
  search?: string;
  temporaryAccess?: boolean;
  enabled?: boolean;
  employeeDanielLaw?: EmployeeTypeCode;
}

/** A menu group of permission checkboxes as GET /group-role/{id} answers it. */
export type PermissionGroup = GroupRole & { id: number };

/** The users list's request path, the root of its cached pages' keys. */
export const USERS_LIST_PATH = '/user/filter';

/** GET /user/filter: page zero-based, size 10, sorted by name ascending (spec 1 section 2.8). */
export async function fetchUsers(
  http: HttpClient,
  page: number,
  filters: UserListFilters,
  signal?: AbortSignal,
): Promise<Page<UserRow>> {
  const { data } = await http.get<Page<UserRow>>(USERS_LIST_PATH, {
    params: { page, size: PAGE_SIZE.users, sort: 'name,asc', ...filters },
    signal,
    // Spec 1 section 8: list failures are logged, not toasted.
    skipErrorToast: true,
  });
  return data;
}

/** GET /user/{id}. */
export async function fetchUser(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<UserDetail> {
  // The page shows its own not-found state.
  const { data } = await http.get<UserDetail>(`/user/${id}`, { skipErrorToast: true, signal });
  return data;
}

/** POST /user. */
export async function createUser(http: HttpClient, user: UserPayload): Promise<void> {
  await http.post('/user', user);
}

/** PUT /user/{id}. */
export async function updateUser(http: HttpClient, id: number, user: UserPayload): Promise<void> {
  await http.put(`/user/${id}`, user);
}

/** DELETE /user/{id}?enabled=: sets the user's status to `enabled`. */
export async function setUserEnabled(
  http: HttpClient,
  id: number,
  enabled: boolean,
): Promise<void> {
  await http.delete(`/user/${id}`, { params: { enabled } });
}

/**
 * GET /group-role/{id}?ids=1: the permission groups of the granular client profile (code 0),
 * the only profile that gets permission checkboxes (spec 1 section 6).
 */
export async function fetchPermissionGroups(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<PermissionGroup[]> {
  const { data } = await http.get<PermissionGroup[]>(
    `/group-role/${EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW}`,
    { params: { ids: 1 }, skipErrorToast: true, signal },
  );
  return Array.isArray(data) ? data : [];
}
