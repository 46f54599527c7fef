import type { FastifyInstance } from 'fastify';
import { brazilianDate } from '../clock';
import type { AssessmentContext } from './assessment-kinds';

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
