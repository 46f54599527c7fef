import type Holidays from 'date-holidays';
import {
  brazilianClosedDays,
  type ClosedDay,
  type FirmSeat,
  type SeatOption,
} from '@dpohub/domain';

// The state and city holidays of the firm's seat, from date-holidays (its Brazilian states and
// the cities it knows). Only its 'public' days count, never the election days it also lists; a
// day the domain already closes (national holidays, Carnival, Corpus Christi) keeps the domain's
// name. The library with its calendars is about 2 MB of sources: it loads with the first use.

type HolidaysLibrary = typeof Holidays;
let library: HolidaysLibrary | null = null;
function holidaysLibrary(): HolidaysLibrary {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  library ??= require('date-holidays') as HolidaysLibrary;
  return library;
}

const calendars = new Map<string, Holidays>();
function calendarOf(state?: string, city?: string): Holidays {
  const key = [state, city].filter(Boolean).join('/');
  let calendar = calendars.get(key);
  if (!calendar) {
    const Library = holidaysLibrary();
    if (state === undefined) calendar = new Library('BR');
    else if (city === undefined) calendar = new Library('BR', state);
    else calendar = new Library('BR', state, city);
    calendars.set(key, calendar);
  }
  return calendar;
}

function publicDays(calendar: Holidays, year: number): Map<string, string> {
  const days = new Map<string, string>();
  for (const holiday of calendar.getHolidays(year)) {
    if (holiday.type !== 'public' || /elei[çc][ãa]o/i.test(holiday.name)) continue;
    days.set(holiday.date.slice(0, 10), holiday.name);
  }
  return days;
}

/** The states, and the cities whose holidays the library knows, by name. */
export function seatOptions(): SeatOption[] {
  const root = calendarOf();
  const states = root.getStates('BR') ?? {};
  return Object.entries(states)
    .map(([uf, nome]) => {
      const regions = root.getRegions('BR', uf) ?? {};
      return {
        uf,
        nome,
        cidades: Object.entries(regions)
          .map(([codigo, cidade]) => ({ codigo, nome: cidade }))
          .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
      };
    })
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** 'São Paulo/SP', or the state's name when the seat names no city; null when unknown. */
export function seatName(seat: { uf: string; cidade: string | null }): string | null {
  const state = seatOptions().find((option) => option.uf === seat.uf);
  if (!state) return null;
  if (seat.cidade === null) return state.nome;
  const city = state.cidades.find((option) => option.codigo === seat.cidade);
  return city ? `${city.nome}/${state.uf}` : null;
}

export function describeSeat(seat: { uf: string; cidade: string | null }): FirmSeat {
  return { uf: seat.uf, cidade: seat.cidade, nome: seatName(seat) ?? seat.uf };
}

/** The holidays of the seat in a year that are neither national nor already closed by custom. */
export function seatHolidays(
  seat: { uf: string; cidade: string | null },
  year: number,
): ClosedDay[] {
  const national = publicDays(calendarOf(), year);
  const closedByDomain = new Set(brazilianClosedDays(year).map((closed) => closed.date));
  const state = publicDays(calendarOf(seat.uf), year);
  const city = seat.cidade ? publicDays(calendarOf(seat.uf, seat.cidade), year) : new Map();
  const days: ClosedDay[] = [];
  for (const [date, name] of city) {
    if (national.has(date) || closedByDomain.has(date)) continue;
    days.push({ date, name, kind: state.has(date) ? 'estadual' : 'municipal' });
  }
  for (const [date, name] of state) {
    if (national.has(date) || closedByDomain.has(date) || city.has(date)) continue;
    days.push({ date, name, kind: 'estadual' });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
