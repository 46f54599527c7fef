// Calendar days as 'yyyy-MM-dd' text: the deadlines, holidays and closures of the firm are days,
// not instants, so they are compared and stepped as text at noon UTC (no time zone can move them).

export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const week = weekday(day);
  return week === 0 || week === 6;
}

export function isCalendarDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Every day from `first` to `last`, both included (empty when `last` is before `first`). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) days.push(day);
  return days;
}

function day(year: number, month: number, date: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

export { day as calendarDay };

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (yyyy-MM-dd) of an instant in Brazil's official time, where the firm is. */
export function brazilianDay(at: Date): string {
  return SAO_PAULO_DAY.format(at);
}
