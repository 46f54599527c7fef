import { PageRoutes } from '@dpohub/shared-ui';
import { BudgetControlPage } from './BudgetControlPage';
import { pages } from './pages';

/** The screen of each declared page (./pages.ts). */
const SCREENS = {
  budgetControl: BudgetControlPage,
};

/** This remote's pages, as descendant routes of the shell's router. */
export function BudgetRoutes() {
  return <PageRoutes pages={pages} screens={SCREENS} />;
}
