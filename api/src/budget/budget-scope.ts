import {
  API_MESSAGES,
  BUDGET_MESSAGES,
  MESSAGES,
  comparePeriods,
  parsePeriod,
  validateBudgetPeriod,
  type Principal,
} from '@dpohub/domain';
import { badRequest, forbidden } from '../errors/api-error';
import type { BudgetScope, InstantRange } from './budget-repository';

// Whose budget a call reads and which days: admins any client (or the whole firm), clients
// only their own (spec 2 section 6); periods are MM/yyyy (spec 2 section 5).

export interface BudgetQueryString {
  idCliente?: number;
  periodoInicial?: string;
  periodoFinal?: string;
}

/** The client a call reads: the admin's choice (null: the firm), the client user's own. */
export function budgetClient(principal: Principal, idCliente: number | undefined): number | null {
  if (principal.admin) return idCliente ?? null;
  if (principal.client == null) throw forbidden(API_MESSAGES.forbidden);
  if (idCliente !== undefined && idCliente !== principal.client) {
    throw forbidden(BUDGET_MESSAGES.otherClient);
  }
  return principal.client;
}

// Brazil keeps UTC-3 all year since 2019: a firm's day starts at 03:00 UTC.
const BRAZIL_OFFSET = '-03:00';
const pad = (value: number, size: number) => String(value).padStart(size, '0');

function monthStart(year: number, month: number): Date {
  const next = month > 12 ? { year: year + 1, month: 1 } : { year, month };
  return new Date(`${pad(next.year, 4)}-${pad(next.month, 2)}-01T00:00:00${BRAZIL_OFFSET}`);
}

/**
 * The instants of the screen's period filter. The screen drops both periods when the start
 * comes after the end (spec 2 section 2.8), so either may be missing: that end stays open.
 */
export function viewRange(query: BudgetQueryString): InstantRange {
  const { periodoInicial, periodoFinal } = query;
  const from = periodoInicial ? parsePeriod(periodoInicial) : null;
  const to = periodoFinal ? parsePeriod(periodoFinal) : null;
  if ((periodoInicial && !from) || (periodoFinal && !to)) {
    throw badRequest(MESSAGES.budgetPeriodInvalid);
  }
  if (from && to && comparePeriods(to, from) < 0) {
    throw badRequest(MESSAGES.budgetPeriodEndBeforeStart);
  }
  return {
    from: from ? monthStart(from.year, from.month) : null,
    until: to ? monthStart(to.year, to.month + 1) : null,
  };
}

/** The report dialogs' periods: both required, every rule of spec 2 section 5. */
export function reportRange(query: BudgetQueryString, now: Date): InstantRange {
  const problem = validateBudgetPeriod(query.periodoInicial, query.periodoFinal, now);
  if (problem) throw badRequest(problem);
  return viewRange(query);
}

export function scopeOf(
  principal: Principal,
  query: BudgetQueryString,
  range: InstantRange,
): BudgetScope {
  return { clientId: budgetClient(principal, query.idCliente), range };
}
