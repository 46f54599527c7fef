import type { FastifyInstance } from 'fastify';
import { brazilianDate } from '../clock';
import type { AssessmentContext, AssessmentKindRules } from './assessment-kinds';
import type { AssessmentRecord } from './assessment-repository';

/** The client's name, today's date in Brazil and the firm's business days, for the kind's result. */
export async function resultContext(
  app: FastifyInstance,
  record: { clientName: string | null },
  now: Date = app.clock.now(),
): Promise<AssessmentContext> {
  return {
    clientName: record.clientName,
    today: brazilianDate(now),
    calendar: await app.firmCalendar.current(),
  };
}

/**
 * A concluded assessment's stored result with what depends on the day read on `now`: a TPA's
 * contract dates, an incident's communication clock. The screens and the dossier both read it so.
 */
export async function storedResultToday(
  app: FastifyInstance,
  rules: AssessmentKindRules,
  record: AssessmentRecord,
  stored: unknown,
  now: Date = app.clock.now(),
): Promise<unknown> {
  if (!rules.refresh) return stored;
  return rules.refresh(stored, record.answers, await resultContext(app, record, now));
}
