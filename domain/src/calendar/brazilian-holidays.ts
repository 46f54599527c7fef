import { calendarDay, shiftDay } from './calendar-days';
import type { ClosedDay } from '../wire/calendar';

// The days the firm is closed by law or by Brazilian custom, the same every year everywhere in
// the country. The state and city holidays of the firm's seat come from the API (it knows the
// seat), and the firm's own closures from its 'Calendário' screen.

/** Why a day is not a business day. */
export const CLOSED_DAY_KINDS = [
  'nacional',
  'carnaval',
  'corpusChristi',
  'estadual',
  'municipal',
  'escritorio',
] as const;

export type ClosedDayKind = (typeof CLOSED_DAY_KINDS)[number];

/** A closed day: its date, what the screens call it, and why (the wire contract's ClosedDay). */
export type { ClosedDay } from '../wire/calendar';

export const CLOSED_DAY_KIND_LABEL: Readonly<Record<ClosedDayKind, string>> = {
  nacional: 'Feriado nacional',
  carnaval: 'Carnaval',
  corpusChristi: 'Corpus Christi',
  estadual: 'Feriado estadual',
  municipal: 'Feriado municipal',
  escritorio: 'Fechamento do escritório',
};

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDay(year, month, date);
}

// Lei 662/1949 (with Leis 6.802/1980, 10.607/2002 and 14.759/2023, which made 20 November national
// from 2024); Good Friday is the religious holiday every municipality keeps (Lei 9.093/1995).
const FIXED_NATIONAL: readonly (readonly [
  month: number,
  date: number,
  name: string,
  from?: number,
])[] = [
  [1, 1, 'Confraternização Universal'],
  [4, 21, 'Tiradentes'],
  [5, 1, 'Dia do Trabalho'],
  [9, 7, 'Independência do Brasil'],
  [10, 12, 'Nossa Senhora Aparecida'],
  [11, 2, 'Finados'],
  [11, 15, 'Proclamação da República'],
  [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  [12, 25, 'Natal'],
];

/** The national holidays of a year, Good Friday included. */
export function nationalHolidays(year: number): ClosedDay[] {
  const fixed = FIXED_NATIONAL.filter(([, , , from]) => from === undefined || year >= from).map(
    ([month, date, name]): ClosedDay => ({
      date: calendarDay(year, month, date),
      name,
      kind: 'nacional',
    }),
  );
  const goodFriday: ClosedDay = {
    date: shiftDay(easterSunday(year), -2),
    name: 'Sexta-feira Santa',
    kind: 'nacional',
  };
  return [...fixed, goodFriday].sort((x, y) => x.date.localeCompare(y.date));
}

/**
 * The days a Brazilian law firm closes by custom although no federal law makes them holidays:
 * Carnival Monday and Tuesday (the federal courts close, Lei 5.010/1966 art. 62) and Corpus
 * Christi (a municipal holiday in most capitals).
 */
export function customaryClosures(year: number): ClosedDay[] {
  const easter = easterSunday(year);
  return [
    { date: shiftDay(easter, -48), name: 'Carnaval (segunda-feira)', kind: 'carnaval' },
    { date: shiftDay(easter, -47), name: 'Carnaval (terça-feira)', kind: 'carnaval' },
    { date: shiftDay(easter, 60), name: 'Corpus Christi', kind: 'corpusChristi' },
  ];
}

/**
 * Ash Wednesday: the firm opens at ASH_WEDNESDAY_OPENING, so it counts as a business day (a
 * deadline may fall on it, due by the end of the day). A firm that stays closed all day adds it
 * as a closure in its 'Calendário' screen.
 */
export const ASH_WEDNESDAY_OPENING = '13h';

export function ashWednesday(year: number): string {
  return shiftDay(easterSunday(year), -46);
}

/** The national holidays and customary closures of a year, by date. */
export function brazilianClosedDays(year: number): ClosedDay[] {
  return [...nationalHolidays(year), ...customaryClosures(year)].sort((x, y) =>
    x.date.localeCompare(y.date),
  );
}
