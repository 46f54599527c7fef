// Shapes shared by every area: Spring-style pages and the small reference pair {id, name}.

/** A page as the API answers it (zero-based `number`). */
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
  /**
   * True when the list has more rows than the API counts (LIST_COUNT_LIMIT): totalElements is then
   * that limit and the screen says "mais de". Absent on lists that are always counted exactly.
   */
  totalCapped?: boolean;
}

export type SortDirection = 'asc' | 'desc';

/** `sort` is written 'field,dir', for example 'prazo,asc'. */
export type SortParam = `${string},${SortDirection}`;

/** Paging query of every list call: `page` is zero-based. */
export interface PageQuery {
  page?: number;
  size?: number;
  sort?: SortParam;
}

/** Reference to another record as the wire carries it. */
export interface IdName {
  id: number;
  name: string;
}

/** Reference sent in payloads where only the id matters (`client: { id }`). */
export interface IdRef {
  id: number;
}

/** Date as sent on the wire, yyyy-MM-dd (spec 1 section 5). */
export type IsoDate = string;

/** Date-time as sent on the wire, ISO 8601. The spec does not show the format: our choice. */
export type IsoDateTime = string;
