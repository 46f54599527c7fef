import { brazilianDay } from '@dpohub/domain';

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

/** The calendar day (yyyy-MM-dd) in Brazil's official time, where the firm and its clients are. */
export const brazilianDate = brazilianDay;
