import { API_MESSAGES, type Page } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';

// Spring-style pages (ARCHITECTURE: content, totalPages, totalElements, zero-based page,
// sort=field,dir), shared by every paged list of the API, with their caps (docs/decisions.md,
// "Bounded lists").

/** Rows a list counts exactly; also the deepest row a page may start at. */
export const LIST_COUNT_LIMIT = 10_000;

/** Matches a search reads, at most: its count and the rows its pages show (list-page.ts). */
export const SEARCH_COUNT_LIMIT = 1_000;

/** Largest page a caller may ask for; the screens ask for 10 to 20. */
export const MAX_PAGE_SIZE = 100;

/** Query properties of every paged call. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  sort: { type: 'string', maxLength: 50 },
} as const;

/** JSON schema of a page of `item`. */
export function pageSchema(item: object) {
  return {
    type: 'object',
    properties: {
      content: { type: 'array', items: item },
      totalPages: { type: 'integer' },
      totalElements: { type: 'integer' },
      number: { type: 'integer', description: 'Zero-based page number' },
      size: { type: 'integer' },
      totalCapped: {
        type: 'boolean',
        description: `true: more rows match than the list counts (${LIST_COUNT_LIMIT}, or ${SEARCH_COUNT_LIMIT} for a search); totalElements is that limit`,
      },
    },
    required: ['content', 'totalPages', 'totalElements', 'number', 'size'],
  } as const;
}

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
