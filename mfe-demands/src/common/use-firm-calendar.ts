import {
  PRAZO_ATENDIMENTO,
  brazilianDay,
  businessCalendar,
  businessCalendarOf,
  displayToApiDate,
  validateDeadline,
  type BusinessCalendar,
  type ClosedDay,
  type FirmCalendarYear,
  type PrazoAtendimento,
} from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { useEffect, useMemo, useState } from 'react';

/**
 * The firm's calendar for this year and the next (GET /calendario): the request forms check a
 * deadline with the same rule the API applies. Until it arrives (or if it cannot), the national
 * calendar stands in; the API still has the last word.
 */
export function useFirmCalendar(): BusinessCalendar {
  const { http } = useShell();
  const [days, setDays] = useState<ClosedDay[] | null>(null);

  useEffect(() => {
    const year = Number(brazilianDay(new Date()).slice(0, 4));
    let current = true;
    Promise.all(
      [year, year + 1].map((ano) =>
        http.get<FirmCalendarYear>('/calendario', { params: { ano }, skipErrorToast: true }),
      ),
    ).then(
      (answers) => {
        if (current) setDays(answers.flatMap(({ data }) => data.diasFechados));
      },
      (error: unknown) => console.error('GET /calendario failed', error),
    );
    return () => {
      current = false;
    };
  }, [http]);

  return useMemo(() => (days ? businessCalendarOf(days) : businessCalendar()), [days]);
}

/**
 * The deadline field's problem on submit (the API's rule): past, or on a day the firm is closed.
 * `prazo` is dd/MM/yyyy as typed; `stored` the deadline the demand already had (yyyy-MM-dd).
 */
export function deadlineIssue(
  prazoAtendimento: PrazoAtendimento | null,
  prazo: string,
  calendar: BusinessCalendar,
  stored?: string | null,
  now: Date = new Date(),
): string | null {
  if (prazoAtendimento === PRAZO_ATENDIMENTO.SLA || prazo.trim() === '') return null;
  const day = displayToApiDate(prazo);
  if (day === null) return null; // the schema words an unreadable date
  return validateDeadline(day, brazilianDay(now), calendar, stored);
}
