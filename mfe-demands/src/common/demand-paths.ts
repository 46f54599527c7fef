import { pages } from '../pages';

/** The routes this remote owns (../pages.ts), absolute in the shell's router. */
export const DEMAND_PATHS = pages;

/** The staff form of one demand. */
export function staffEditPath(id: number): string {
  return `/demands/edit/${id}`;
}

/** The client details page of one request. */
export function clientDetailsPath(id: number): string {
  return `/clientDemands/details/${id}`;
}
