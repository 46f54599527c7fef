/** The routes this remote owns (spec 2 section 2), absolute in the shell's router. */
export const DEMAND_PATHS = {
  staffList: '/demands',
  filed: '/filedDemands',
  staffNew: '/demands/new',
  staffEdit: '/demands/edit/:id',
  clientList: '/clientDemands',
  clientNew: '/clientDemands/new',
  clientEdit: '/clientDemands/edit/:id',
  clientDetails: '/clientDemands/details/:id',
  slaReport: '/slaReport',
} as const;

/** The staff form of one demand. */
export function staffEditPath(id: number): string {
  return `/demands/edit/${id}`;
}

/** The client details page of one request. */
export function clientDetailsPath(id: number): string {
  return `/clientDemands/details/${id}`;
}
