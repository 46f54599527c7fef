import { deadlineClock, type DeadlineClock, type DemandStatus } from '@dpohub/domain';
import { isNationalHoliday } from '../demands/business-days';

/**
 * The deadline clock of one demand on a Brazilian calendar day, with the SLA's national-holiday
 * calendar (`diasUteisRestantes`, `atrasada` on the wire).
 */
export function demandDeadlineClock(
  demand: { status: DemandStatus; archived: boolean; prazo: string },
  today: string,
): DeadlineClock {
  return deadlineClock(demand, today, isNationalHoliday);
}
