import { asc, eq, gte, lte, and } from 'drizzle-orm';
import {
  DEFAULT_FIRM_SEAT,
  businessCalendar,
  daysFrom,
  type BusinessCalendar,
  type ClosedDay,
  type FirmClosure,
} from '@dpohub/domain';
import { brazilianDate, type Clock } from '../clock';
import type { Database } from '../db/database';
import { firmClosures, firmSettings } from '../db/schema';
import { seatHolidays } from './seat-holidays';

export interface Seat {
  uf: string;
  cidade: string | null;
}

/** The firm's one settings row (the seat, the reply address). */
export const FIRM_SETTINGS_ROW = 1;

/** The firm's seat: its settings row, or São Paulo/SP until a firm admin chooses another. */
export async function firmSeat(db: Database): Promise<Seat> {
  const [row] = await db
    .select({ uf: firmSettings.seatState, cidade: firmSettings.seatCity })
    .from(firmSettings)
    .where(eq(firmSettings.id, FIRM_SETTINGS_ROW));
  return row ?? { ...DEFAULT_FIRM_SEAT };
}

export async function saveFirmSeat(db: Database, seat: Seat, now: Date): Promise<void> {
  const row = { id: FIRM_SETTINGS_ROW, seatState: seat.uf, seatCity: seat.cidade, updatedAt: now };
  await db
    .insert(firmSettings)
    .values(row)
    .onConflictDoUpdate({ target: firmSettings.id, set: row });
}

/** The firm's closures that touch the period (every one when no period is given), by start. */
export async function firmClosuresIn(
  db: Database,
  period?: { first: string; last: string },
): Promise<FirmClosure[]> {
  return db
    .select({
      id: firmClosures.id,
      inicio: firmClosures.startDate,
      fim: firmClosures.endDate,
      descricao: firmClosures.description,
    })
    .from(firmClosures)
    .where(
      period
        ? and(lte(firmClosures.startDate, period.last), gte(firmClosures.endDate, period.first))
        : undefined,
    )
    .orderBy(asc(firmClosures.startDate), asc(firmClosures.id));
}

/** Each day of the closures, named by their description. */
export function closureDays(closures: readonly FirmClosure[]): ClosedDay[] {
  return closures.flatMap((closure) =>
    daysFrom(closure.inicio, closure.fim).map((date): ClosedDay => ({
      date,
      name: closure.descricao,
      kind: 'escritorio',
    })),
  );
}

/** The firm's calendar: the domain's rule with the seat's holidays and the firm's closures. */
export function firmCalendarOf(seat: Seat, closures: readonly FirmClosure[]): BusinessCalendar {
  const closed = closureDays(closures);
  return businessCalendar((year) => [
    ...seatHolidays(seat, year),
    ...closed.filter((day) => day.date.startsWith(`${year}-`)),
  ]);
}

export interface FirmCalendarService {
  /** The calendar every deadline, clock, digest and report uses. */
  current(): Promise<BusinessCalendar>;
  /** Forgets the loaded calendar (after the seat or a closure changed). */
  invalidate(): void;
}

/**
 * Keeps the calendar loaded for a short while: every list row's clock reads it, and a change made
 * on another replica reaches this one within CALENDAR_TTL_MS.
 */
export const CALENDAR_TTL_MS = 30_000;

export function createFirmCalendarService(db: Database, clock: Clock): FirmCalendarService {
  let loaded: { calendar: Promise<BusinessCalendar>; at: number } | null = null;
  return {
    current() {
      const now = clock.now().getTime();
      if (!loaded || now - loaded.at > CALENDAR_TTL_MS || now < loaded.at) {
        const calendar = Promise.all([firmSeat(db), firmClosuresIn(db)]).then(([seat, closures]) =>
          firmCalendarOf(seat, closures),
        );
        loaded = { calendar, at: now };
        // A failed read is not kept: the next call tries again.
        calendar.catch(() => {
          if (loaded?.calendar === calendar) loaded = null;
        });
      }
      return loaded.calendar;
    },
    invalidate() {
      loaded = null;
    },
  };
}

/** Today in Brazil with the firm's calendar: what every deadline clock of an answer reads. */
export interface FirmDay {
  today: string;
  calendar: BusinessCalendar;
}

export async function firmDay(app: {
  clock: Clock;
  firmCalendar: FirmCalendarService;
}): Promise<FirmDay> {
  return { today: brazilianDate(app.clock.now()), calendar: await app.firmCalendar.current() };
}
