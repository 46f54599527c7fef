import { pagePaths } from '@dpohub/shared-ui';
import { ASSESSMENT_PAGES } from '../pages';

/** The routes this remote owns (../pages.ts), absolute in the shell's router. */
export const ASSESSMENT_PATHS = pagePaths(ASSESSMENT_PAGES.pages);
