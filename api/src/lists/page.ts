import { API_MESSAGES, type Page } from '@dpohub/domain';
import { LIST_COUNT_LIMIT } from '@dpohub/domain/wire';
import { badRequest } from '../errors/api-error';

// Spring-style pages (ARCHITECTURE: content, totalPages, totalElements, zero-based page,
// sort=field,dir), shared by every paged list of the API, with their caps (docs/decisions.md,
// "Bounded lists").

export { LIST_COUNT_LIMIT, MAX_PAGE_SIZE, SEARCH_COUNT_LIMIT } from '@dpohub/domain/wire';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/** The page asked for; 400 when it starts past the rows a list reaches (LIST_COUNT_LIMIT). */
export function pageRequest(
  query: { page?: number; size?: number },
  defaultSize: number,
): PageRequest {
  const page = query.page ?? 0;
  const size = query.size ?? defaultSize;
  const offset = page * size;
  if (offset >= LIST_COUNT_LIMIT) throw badRequest(API_MESSAGES.pageBeyondLimit);
  return { page, size, offset };
}

/**
 * The Spring page of `content`, given the list's total as counted up to `limit` + 1 (`listPage`):
 * past the limit it says `totalElements: limit, totalCapped: true`.
 */
export function toPage<T>(
  content: T[],
  totalElements: number,
  request: PageRequest,
  limit = LIST_COUNT_LIMIT,
): Page<T> {
  const totalCapped = totalElements > limit;
  const total = totalCapped ? limit : totalElements;
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / request.size),
    number: request.page,
    size: request.size,
    totalCapped,
  };
}

export type SortDirection = 'asc' | 'desc';

/**
 * Reads `sort=field,dir` (dir defaults to asc). Only the listed fields sort a list; any other
 * gives a 400 rather than a silently different order.
 */
export function parseSort<F extends string>(
  sort: string | undefined,
  fields: readonly F[],
  fallback: F,
): { field: F; direction: SortDirection } {
  if (!sort) return { field: fallback, direction: 'asc' };
  const [field = '', direction = 'asc'] = sort.split(',').map((part) => part.trim());
  if (!(fields as readonly string[]).includes(field) || !['asc', 'desc'].includes(direction)) {
    throw badRequest(`${API_MESSAGES.invalidValue}: sort`);
  }
  return { field: field as F, direction: direction as SortDirection };
}
