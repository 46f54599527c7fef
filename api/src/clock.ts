/** The time source of every expiry and rate-limit rule, injectable so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function createManualClock(start: Date = new Date()): Clock & {
  set(date: Date): void;
  advance(milliseconds: number): void;
} {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

const SAO_PAULO_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (yyyy-MM-dd) in Brazil's official time, where the firm and its clients are. */
export function brazilianDate(at: Date): string {
  return SAO_PAULO_DATE.format(at);
}
