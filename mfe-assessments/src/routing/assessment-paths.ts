import { pages } from '../pages';

/** The routes this remote owns (../pages.ts), absolute in the shell's router. */
export const ASSESSMENT_PATHS = pages;
