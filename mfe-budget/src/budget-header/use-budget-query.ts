import { isValidPeriod } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppliedQuery } from '../budget-api';
import { pages } from '../pages';

export const BUDGET_PATH = pages.budgetControl;

/** The applied filters and the services page, as the address holds them (spec 2 section 2). */
export function useBudgetQuery(): {
  query: AppliedQuery;
  page: number;
  apply: (next: AppliedQuery) => void;
  setPage: (page: number) => void;
} {
  const { search } = useLocation();
  const { navigate, session } = useShell();
  // A client reads its own budget: an idCliente in the address (another client's) is ignored
  // rather than sent to be refused (budget m7).
  const admin = session.isAdmin();
  const values = useMemo(() => new URLSearchParams(search), [search]);
  const idCliente = Number(values.get('idCliente'));
  const inicial = values.get('periodoInicial');
  const final = values.get('periodoFinal');
  const dia = Number(values.get('diaInicial'));
  const query = useMemo<AppliedQuery>(() => {
    const start = inicial && isValidPeriod(inicial) ? inicial : null;
    return {
      idCliente: admin && Number.isInteger(idCliente) && idCliente > 0 ? idCliente : null,
      periodoInicial: start,
      periodoFinal: final && isValidPeriod(final) ? final : null,
      diaInicial: start && Number.isInteger(dia) && dia >= 1 && dia <= 31 ? dia : null,
    };
  }, [admin, idCliente, inicial, final, dia]);
  const page = Math.max(0, Number(values.get('page')) || 0);

  const go = useCallback(
    (next: AppliedQuery, nextPage: number) => {
      const out = new URLSearchParams();
      if (next.idCliente !== null) out.set('idCliente', String(next.idCliente));
      if (next.periodoInicial) out.set('periodoInicial', next.periodoInicial);
      if (next.periodoFinal) out.set('periodoFinal', next.periodoFinal);
      if (next.periodoInicial && next.diaInicial) out.set('diaInicial', String(next.diaInicial));
      const text = out.toString();
      // Spec 2 section 2.8: navigation replaces the address with &page=N appended.
      navigate(`${BUDGET_PATH}?${text}${text ? '&' : ''}page=${nextPage}`, { replace: true });
    },
    [navigate],
  );

  return {
    query,
    page,
    apply: useCallback((next: AppliedQuery) => go(next, 0), [go]),
    setPage: useCallback((nextPage: number) => go(query, nextPage), [go, query]),
  };
}
