import { DEMAND_PATHS, clientDetailsPath } from '../common/demand-paths';

/** The client request routes of spec 2 section 2, absolute in the shell's router. */
export const CLIENT_REQUEST_PATHS = {
  list: DEMAND_PATHS.clientList,
  create: DEMAND_PATHS.clientNew,
  edit: DEMAND_PATHS.clientEdit,
  details: DEMAND_PATHS.clientDetails,
} as const;

export const clientRequestDetailsPath = clientDetailsPath;

export function clientRequestEditPath(id: number): string {
  return `/clientDemands/edit/${id}`;
}

/** Spec 2 section 8: after editing a request the client lands on the list's first page. */
export const CLIENT_REQUEST_LIST_FIRST_PAGE = '/clientDemands?page=0';

/**
 * After Concluir the client lands on the list searched by the new request's title, so the new
 * request is on the first page (the list follows the deadline, old overdue ones first): demands
 * m15. The search box shows the title; clearing it gives the whole list back.
 */
export function clientRequestListShowing(demanda: string): string {
  return `${CLIENT_REQUEST_PATHS.list}?${new URLSearchParams({ demanda: demanda.trim() }).toString()}`;
}
