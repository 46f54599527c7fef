// Lawyers (spec 1 sections 2.10 and 3).
import type { PageQuery } from './common';

export interface Lawyer {
  id: number;
  name: string;
  /** true active, false inactive; inactive lawyers are not offered on requests. */
  status: boolean;
  /**
   * The lawyer's own staff account, when the firm links one (issue 29, demands M3): the lawyer is
   * then told of the demands given to them. Absent in a payload keeps the link as it is.
   */
  userId?: number | null;
}

/** POST /lawyer (id 0, status true) and PUT /lawyer/{id} body. */
export type LawyerPayload = Lawyer;

/**
 * GET /lawyer/filter query (size 10). The spec does not name the filter fields: `name` and
 * `status` are ours.
 */
export interface LawyerFilterQuery extends PageQuery {
  name?: string;
  status?: boolean;
}
