import { Type, type TSchema } from 'typebox';

// Spring-style pages (ARCHITECTURE: content, totalPages, totalElements, zero-based page,
// sort=field,dir), shared by every paged list, with their caps (docs/decisions.md, "Bounded
// lists").

/** Rows a list counts exactly; also the deepest row a page may start at. */
export const LIST_COUNT_LIMIT = 10_000;

/** Matches a search reads, at most: its count and the rows its pages show. */
export const SEARCH_COUNT_LIMIT = 1_000;

/** Largest page a caller may ask for; the screens ask for 10 to 20. */
export const MAX_PAGE_SIZE = 100;

/** Query properties of every paged call. */
export const PageQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  sort: Type.Optional(Type.String({ maxLength: 50 })),
};

/** A page of `item`. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
    number: Type.Integer({ description: 'Zero-based page number' }),
    size: Type.Integer(),
    totalCapped: Type.Optional(
      Type.Boolean({
        description: `true: more rows match than the list counts (${LIST_COUNT_LIMIT}, or ${SEARCH_COUNT_LIMIT} for a search); totalElements is that limit`,
      }),
    ),
  });
}
