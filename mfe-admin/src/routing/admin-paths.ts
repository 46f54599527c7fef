import { pages } from '../pages';

/** The routes this remote owns (../pages.ts), absolute in the shell's router. */
export const ADMIN_PATHS = pages;

/** The details page of one user. */
export function editUserPath(id: number): string {
  return `/users/edit/${id}`;
}
