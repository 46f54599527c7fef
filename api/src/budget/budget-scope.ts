import {
  API_MESSAGES,
  BUDGET_MESSAGES,
  MESSAGES,
  addDaysToDay,
  brazilianDayStart,
  budgetDayRange,
  comparePeriods,
  parsePeriod,
  validateBudgetPeriod,
  type DayRange,
  type Principal,
} from '@dpohub/domain';
import type { BudgetQuery } from '@dpohub/domain/wire';
import { badRequest, forbidden } from '../errors/api-error';
import type { BudgetScope, InstantRange } from './budget-repository';

// Whose budget a call reads and which days: admins any client (or the whole firm), clients
// only their own (spec 2 section 6); periods are MM/yyyy (spec 2 section 5), the first from its
// `diaInicial`-th day when given (the screen's default, the same day one year ago).

/** The client a call reads: the admin's choice (null: the firm), the client user's own. */
export function budgetClient(principal: Principal, idCliente: number | undefined): number | null {
  if (principal.admin) return idCliente ?? null;
  if (principal.client == null) throw forbidden(API_MESSAGES.forbidden);
  if (idCliente !== undefined && idCliente !== principal.client) {
    throw forbidden(BUDGET_MESSAGES.otherClient);
  }
  return principal.client;
}

/** The instants from the first day's start to the end of the last day. */
export function instantsOf(range: DayRange): InstantRange {
  return {
    from: brazilianDayStart(range.from),
    until: brazilianDayStart(addDaysToDay(range.to, 1)),
  };
}

/**
 * The days of the screen's period filter. The screen drops both periods when the start comes
 * after the end (spec 2 section 2.8), so either may be missing: that end stays open.
 */
export function viewDays(query: BudgetQuery): { from: string | null; to: string | null } {
  const { periodoInicial, periodoFinal, diaInicial } = query;
  const from = periodoInicial ? parsePeriod(periodoInicial) : null;
  const to = periodoFinal ? parsePeriod(periodoFinal) : null;
  if ((periodoInicial && !from) || (periodoFinal && !to)) {
    throw badRequest(MESSAGES.budgetPeriodInvalid);
  }
  if (from && to && comparePeriods(to, from) < 0) {
    throw badRequest(MESSAGES.budgetPeriodEndBeforeStart);
  }
  const start = from ? budgetDayRange(periodoInicial, periodoInicial, diaInicial) : null;
  if (from && !start) throw badRequest(BUDGET_MESSAGES.initialDayInvalid);
  const end = to ? budgetDayRange(periodoFinal, periodoFinal) : null;
  return { from: start?.from ?? null, to: end?.to ?? null };
}

/** The instants of the screen's period filter (either end may be open). */
export function viewRange(query: BudgetQuery): InstantRange {
  const days = viewDays(query);
  return {
    from: days.from ? brazilianDayStart(days.from) : null,
    until: days.to ? brazilianDayStart(addDaysToDay(days.to, 1)) : null,
  };
}

/** The report dialogs' periods: both required, every rule of spec 2 section 5. */
export function reportDays(query: BudgetQuery, now: Date): DayRange {
  const problem = validateBudgetPeriod(query.periodoInicial, query.periodoFinal, now);
  if (problem) throw badRequest(problem);
  const range = budgetDayRange(query.periodoInicial, query.periodoFinal, query.diaInicial);
  if (!range) throw badRequest(BUDGET_MESSAGES.initialDayInvalid);
  return range;
}

export function scopeOf(
  principal: Principal,
  query: BudgetQuery,
  range: InstantRange,
): BudgetScope {
  return { clientId: budgetClient(principal, query.idCliente), range };
}
