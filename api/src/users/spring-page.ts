import { API_MESSAGES, type Page } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';

// Spring-style pages (ARCHITECTURE: content, totalPages, totalElements, zero-based page,
// sort=field,dir), shared by the administration lists.

/** Largest page a caller may ask for; the screens ask for 10 or 12. */
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
    },
    required: ['content', 'totalPages', 'totalElements', 'number', 'size'],
  } as const;
}

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageRequest(query: { page?: number; size?: number }, defaultSize: number) {
  const page = query.page ?? 0;
  const size = query.size ?? defaultSize;
  return { page, size, offset: page * size };
}

export function toPage<T>(content: T[], totalElements: number, request: PageRequest): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / request.size),
    number: request.page,
    size: request.size,
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
