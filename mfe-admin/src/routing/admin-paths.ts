/** The routes this remote owns (spec 1 section 2.1), absolute in the shell's router. */
export const ADMIN_PATHS = {
  users: '/users',
  newUser: '/users/new',
  editUser: '/users/edit/:id',
  lawyers: '/lawyerManagement',
  clientPrices: '/clientPricesHours',
  clients: '/clients',
  auditTrail: '/auditTrail',
  calendar: '/calendar',
  dataSubjectRequests: '/dataSubjectRequests',
} as const;

/** The details page of one user. */
export function editUserPath(id: number): string {
  return `/users/edit/${id}`;
}
