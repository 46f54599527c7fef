// Stored hours as the lists and forms show them (spec 2 section 2.1).

/** 'HH:MM', 'HH:MM:SS' or 'HHH:MM:SS' as whole minutes; unreadable or minutes/seconds > 59: null. */
export function demandHoursMinutes(text: string | null | undefined): number | null {
  const match = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  if (Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (value: number, size: number) => String(value).padStart(size, '0');

/** Stored hours as the staff form and the lists show them: '02:30:00' -> '02:30'. */
export function demandHoursHHMM(stored: string | null | undefined): string {
  const minutes = demandHoursMinutes(stored);
  if (minutes === null) return '';
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}

/**
 * The demand lists show the hours as HH:MM (spec 2 section 2.1: the first 5 characters of the
 * stored HH:MM:SS), read as hours rather than cut, so nothing shows '125:3'.
 */
export function listHours(value: string | null | undefined): string {
  return demandHoursHHMM(value) || (value ?? '').slice(0, 5);
}
