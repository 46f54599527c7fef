import { Route, Routes } from 'react-router-dom';
import { BudgetControlPage } from './BudgetControlPage';
import { BUDGET_PATH } from './budget-header/use-budget-query';

/** This remote's pages, as descendant routes of the shell's router. */
export function BudgetRoutes() {
  return (
    <Routes>
      <Route path={BUDGET_PATH} element={<BudgetControlPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
