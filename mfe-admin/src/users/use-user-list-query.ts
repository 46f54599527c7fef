import { EMPLOYEE_TYPE_CODES } from '@dpohub/domain';
import type { EmployeeTypeCode } from '@dpohub/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../routing/admin-paths';
import type { UserListFilters } from './users-api';

// Platform m3: the users list keeps its search and filters in its address (beside `page`), so
// the browser's Back, the top bar's arrow and the form's return after Salvar or Cancelar bring
// the list back as it was left.
const PARAMS = {
  search: 'busca',
  temporaryAccess: 'temporario',
  enabled: 'ativo',
  employeeDanielLaw: 'perfil',
} as const;

/** Where the form goes back to: the list's last address in this tab (sessionStorage). */
const LAST_LIST_KEY = 'dpohub:usersListQuery';

const flag = (value: string | null): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

function readFilters(params: URLSearchParams): UserListFilters {
  const profileText = params.get(PARAMS.employeeDanielLaw);
  const profile = profileText ? Number(profileText) : Number.NaN;
  const search = params.get(PARAMS.search)?.trim();
  return {
    search: search || undefined,
    temporaryAccess: flag(params.get(PARAMS.temporaryAccess)),
    enabled: flag(params.get(PARAMS.enabled)),
    employeeDanielLaw: (Object.values(EMPLOYEE_TYPE_CODES) as number[]).includes(profile)
      ? (profile as EmployeeTypeCode)
      : undefined,
  };
}

/** The list's filters from the address, and a setter that writes them there (page back to 1). */
export function useUserListQuery(): [UserListFilters, (next: UserListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(query)), [query]);

  useEffect(() => {
    try {
      sessionStorage.setItem(LAST_LIST_KEY, query);
    } catch {
      // Storage refused (private mode): the form goes back to the plain list.
    }
  }, [query]);

  const setFilters = useCallback(
    (next: UserListFilters) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          for (const [key, name] of Object.entries(PARAMS)) {
            const value = next[key as keyof UserListFilters];
            if (value === undefined || value === '') updated.delete(name);
            else updated.set(name, String(value));
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}

/** The users list as it was last shown in this tab (its search, filters and page). */
export function lastUsersListPath(): string {
  let query = '';
  try {
    query = sessionStorage.getItem(LAST_LIST_KEY) ?? '';
  } catch {
    query = '';
  }
  return query ? `${ADMIN_PATHS.users}?${query}` : ADMIN_PATHS.users;
}
