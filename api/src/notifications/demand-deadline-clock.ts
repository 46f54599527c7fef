import { deadlineClock, type DeadlineClock, type DemandStatus } from '@dpohub/domain';
import type { FirmDay } from '../calendar/firm-calendar';

/**
 * The deadline clock of one demand on a Brazilian calendar day, on the firm's calendar
 * (`diasUteisRestantes`, `atrasada` on the wire).
 */
export function demandDeadlineClock(
  demand: { status: DemandStatus; archived: boolean; prazo: string },
  day: FirmDay,
): DeadlineClock {
  return deadlineClock(demand, day.today, day.calendar);
}
