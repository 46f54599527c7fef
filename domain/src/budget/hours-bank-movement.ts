import { apiToDisplayDate, displayToApiDate, parseApiDate } from '../format/dates';
import {
  formatDuration,
  parseSignedDuration,
  toHoursPayload,
  toHoursRemovalPayload,
} from '../format/hours';
import { parseBRL } from '../format/money';
import { comparePeriods, parsePeriod, periodToApi } from '../format/period';
import { MESSAGES } from '../messages';
import type { HoursAddPayload, HoursRemovePayload } from '../types/budget';
import type { HoursBankMovementBody } from '../wire/budget';
import { BUDGET_MESSAGES } from './budget-messages';
import { HOURS_PACK_MAX_VALUE, isWholeCents } from './budget-money';
import { addDaysToDay, monthOfDay, type IsoDay } from './budget-days';
import type { HoursBankState } from './hours-ledger';

// POST /banco-horas (spec 2 sections 3, 5 and 7): the dialogs build the payload, the API checks
// it again with the same rules before writing the movement.

/** A pack may start up to this many days before the day it is registered (a pack bought earlier). */
export const PACK_START_MAX_DAYS_BACK = 730;
/** ...and up to this many days after (a pack bought ahead of its first day). */
export const PACK_START_MAX_DAYS_AHEAD = 365;
/** A pack lasts at most five years. */
export const PACK_MAX_DAYS = 5 * 366;
export const PACK_DESCRIPTION_MAX_LENGTH = 120;

/**
 * The add dialog's fields (quantidade HHH:mm, valor as the currency field's number or R$ text,
 * dataExpiracao and dataInicio dd/MM/yyyy, descricao).
 */
export function toHoursAddPayload(
  clientId: number,
  form: {
    quantidade: string;
    valor: string | number | null;
    dataExpiracao: string;
    dataInicio?: string;
    descricao?: string;
  },
): HoursAddPayload {
  const valor = typeof form.valor === 'number' ? form.valor : (parseBRL(form.valor) ?? 0);
  const dataInicio = form.dataInicio?.trim() ? displayToApiDate(form.dataInicio) : null;
  const descricao = form.descricao?.trim() ?? '';
  return {
    client: { id: clientId },
    quantidade: toHoursPayload(form.quantidade.trim()),
    valor,
    dataExpiracao: displayToApiDate(form.dataExpiracao) ?? '',
    ...(dataInicio ? { dataInicio } : {}),
    ...(descricao ? { descricao } : {}),
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
const API_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type CheckedMovement =
  | {
      kind: 'pack';
      minutes: number;
      valor: number;
      startsOn: IsoDay;
      expiresOn: IsoDay;
      descricao: string | null;
    }
  | { kind: 'removal'; minutes: number; dataInicial: string };

const isDay = (text: string | undefined): text is string =>
  text !== undefined && API_DAY.test(text) && parseApiDate(text) !== null;

/**
 * The server's check of a POST /banco-horas body as it arrives (its schema checks only the
 * types), on its own: the movement to record, or the Portuguese message of the first problem. A
 * removal (negative quantidade) is checked against the balance afterwards (checkRemoval).
 */
export function checkHoursBankPayload(
  body: Omit<HoursBankMovementBody, 'client'>,
  today: IsoDay,
): CheckedMovement | { problem: string } {
  const quantidade = body.quantidade?.trim() ?? '';
  if (!quantidade) return { problem: BUDGET_MESSAGES.quantityRequired };
  const removal = quantidade.startsWith('-');
  if (!(removal ? REMOVE_QUANTITY : ADD_QUANTITY).test(quantidade)) {
    return { problem: MESSAGES.invalidHoursFormat };
  }
  const minutes = parseSignedDuration(quantidade);
  if (minutes === null || minutes === 0) return { problem: MESSAGES.invalidHours };

  if (removal) {
    if (
      body.valor !== undefined ||
      body.dataExpiracao !== undefined ||
      body.dataInicio !== undefined
    ) {
      return { problem: BUDGET_MESSAGES.removalWithPackFields };
    }
    if (!body.dataInicial?.trim()) return { problem: BUDGET_MESSAGES.removalMonthRequired };
    if (!parsePeriod(body.dataInicial)) return { problem: MESSAGES.budgetPeriodInvalid };
    return { kind: 'removal', minutes: -minutes, dataInicial: body.dataInicial.trim() };
  }

  if (body.dataInicial !== undefined) return { problem: BUDGET_MESSAGES.packWithRemovalMonth };
  if (body.valor === undefined) return { problem: BUDGET_MESSAGES.packValueRequired };
  const valor = body.valor;
  if (
    typeof valor !== 'number' ||
    !(valor > 0) ||
    valor > HOURS_PACK_MAX_VALUE ||
    !isWholeCents(valor)
  ) {
    return { problem: BUDGET_MESSAGES.invalidPackValue };
  }
  if (body.dataExpiracao === undefined || body.dataExpiracao.trim() === '') {
    return { problem: BUDGET_MESSAGES.expiryRequired };
  }
  if (!isDay(body.dataExpiracao)) return { problem: MESSAGES.invalidDate };
  let startsOn = today;
  if (body.dataInicio !== undefined && body.dataInicio.trim() !== '') {
    if (!isDay(body.dataInicio)) return { problem: MESSAGES.invalidDate };
    const earliest = addDaysToDay(today, -PACK_START_MAX_DAYS_BACK);
    const latest = addDaysToDay(today, PACK_START_MAX_DAYS_AHEAD);
    if (body.dataInicio < earliest || body.dataInicio > latest) {
      return {
        problem: BUDGET_MESSAGES.packStartOutOfRange(
          apiToDisplayDate(earliest),
          apiToDisplayDate(latest),
        ),
      };
    }
    startsOn = body.dataInicio;
  } else if (body.dataExpiracao < today) {
    // A pack that starts today cannot have expired already.
    return { problem: BUDGET_MESSAGES.expiryInThePast };
  }
  if (body.dataExpiracao < startsOn) return { problem: BUDGET_MESSAGES.expiryBeforeStart };
  if (body.dataExpiracao > addDaysToDay(startsOn, PACK_MAX_DAYS)) {
    return { problem: BUDGET_MESSAGES.packTooLong };
  }
  const descricao = body.descricao?.trim() ?? '';
  if (descricao.length > PACK_DESCRIPTION_MAX_LENGTH) {
    return { problem: BUDGET_MESSAGES.descriptionTooLong(PACK_DESCRIPTION_MAX_LENGTH) };
  }
  return {
    kind: 'pack',
    minutes,
    valor,
    startsOn,
    expiresOn: body.dataExpiracao,
    descricao: descricao || null,
  };
}

/** 'HHH:mm' of a whole number of minutes (negative shown as 000:00). */
const hhhmm = (minutes: number) => formatDuration(Math.max(minutes, 0)).slice(0, -3);

/**
 * A removal against the hours bank on the day it is recorded: it needs a pack in force, never
 * goes past their balance, and refers to a month within their life (first day of the first to
 * the expiry of the last). Null when it may be recorded.
 */
export function checkRemoval(
  state: HoursBankState,
  removal: { minutes: number; dataInicial: string },
): string | null {
  if (!state.inForce.length) return BUDGET_MESSAGES.noPackToRemoveFrom;
  const asked = Math.abs(removal.minutes);
  if (asked > state.saldo) {
    return BUDGET_MESSAGES.removalPastBalance(hhhmm(asked), hhhmm(state.saldo));
  }
  const first = parsePeriod(
    monthOfDay(state.inForce.map((pack) => pack.startsOn).reduce((a, b) => (a < b ? a : b))),
  )!;
  const last = parsePeriod(monthOfDay(state.expiresOn!))!;
  const month = parsePeriod(removal.dataInicial)!;
  if (comparePeriods(month, first) < 0 || comparePeriods(month, last) > 0) {
    return BUDGET_MESSAGES.removalMonthOutOfPacks(periodToApi(first), periodToApi(last));
  }
  return null;
}
