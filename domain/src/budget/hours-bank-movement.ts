import { DEMAND_STATUS, type DemandStatus } from '../demand-status';
import { displayToApiDate, parseApiDate } from '../format/dates';
import { parseSignedDuration, toHoursPayload, toHoursRemovalPayload } from '../format/hours';
import { parseBRL } from '../format/money';
import { isValidPeriod } from '../format/period';
import { MESSAGES } from '../messages';
import type { HoursAddPayload, HoursBankPayload, HoursRemovePayload } from '../types/budget';
import { isHoursRemoval } from '../types/budget';
import type { IsoDay } from './hours-ledger';
import { BUDGET_MESSAGES } from './budget-messages';

// POST /banco-horas (spec 2 sections 3, 5 and 7): the dialogs build the payload, the API checks
// it again with the same rules before writing the movement.

/** Only finished demands marked "válida para consumo de horas" spend hours of the bank. */
export const HOURS_CONSUMING_STATUSES: readonly DemandStatus[] = [DEMAND_STATUS.FINALIZADO];

export function consumesHours(demand: { consumoHoras: boolean; status: DemandStatus }): boolean {
  return demand.consumoHoras && HOURS_CONSUMING_STATUSES.includes(demand.status);
}

/**
 * The add dialog's fields (quantidade HHH:mm, valor as the currency field's number or R$ text,
 * dataExpiracao dd/MM/yyyy).
 */
export function toHoursAddPayload(
  clientId: number,
  form: { quantidade: string; valor: string | number; dataExpiracao: string },
): HoursAddPayload {
  return {
    client: { id: clientId },
    quantidade: toHoursPayload(form.quantidade.trim()),
    valor: typeof form.valor === 'number' ? form.valor : (parseBRL(form.valor) ?? 0),
    dataExpiracao: displayToApiDate(form.dataExpiracao) ?? '',
  };
}

/** The remove dialog's fields (quantidade HHH:mm, dataInicial MM/yyyy). */
export function toHoursRemovePayload(
  clientId: number,
  form: { quantidade: string; dataInicial: string },
): HoursRemovePayload {
  return {
    client: { id: clientId },
    quantidade: toHoursRemovalPayload(form.quantidade.trim()),
    dataInicial: form.dataInicial.trim(),
  };
}

const ADD_QUANTITY = /^\d{3}:[0-5]\d:00$/;
const REMOVE_QUANTITY = /^-\d{3}:[0-5]\d:00$/;

export type CheckedMovement =
  | { kind: 'pack'; minutes: number; valor: number; expiresOn: IsoDay }
  | { kind: 'removal'; minutes: number; dataInicial: string };

/**
 * The server's check of a POST /banco-horas body: the movement to record, or the Portuguese
 * message of the first problem. A pack may not expire before today.
 */
export function checkHoursBankPayload(
  payload: HoursBankPayload,
  today: IsoDay,
): CheckedMovement | { problem: string } {
  const removal = isHoursRemoval(payload);
  const quantidade = payload.quantidade ?? '';
  if (!(removal ? REMOVE_QUANTITY : ADD_QUANTITY).test(quantidade)) {
    return { problem: MESSAGES.invalidHoursFormat };
  }
  const minutes = parseSignedDuration(quantidade);
  if (minutes === null || minutes === 0) return { problem: MESSAGES.invalidHours };
  if (removal) {
    if (!isValidPeriod(payload.dataInicial)) return { problem: MESSAGES.budgetPeriodInvalid };
    return { kind: 'removal', minutes, dataInicial: payload.dataInicial };
  }
  const add = payload as HoursAddPayload;
  if (typeof add.valor !== 'number' || !Number.isFinite(add.valor) || add.valor < 0) {
    return { problem: BUDGET_MESSAGES.invalidPackValue };
  }
  const expires = parseApiDate(add.dataExpiracao);
  if (!expires || !/^\d{4}-\d{2}-\d{2}$/.test(add.dataExpiracao)) {
    return { problem: MESSAGES.invalidDate };
  }
  if (add.dataExpiracao < today) return { problem: BUDGET_MESSAGES.expiryInThePast };
  return { kind: 'pack', minutes, valor: add.valor, expiresOn: add.dataExpiracao };
}
