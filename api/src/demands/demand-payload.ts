import { eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  DEMAND_API_MESSAGES,
  MESSAGES,
  PRAZO_ATENDIMENTO,
  SERVICE_TYPE,
  apiToDisplayDate,
  firstFieldError,
  isWholeCents,
  parseDemandHours,
  slaDeadline,
  validateDeadline,
  validateDemandHoursValue,
  type FormSchema,
  type PrazoAtendimento,
  type TipoAvaliacao,
} from '@dpohub/domain';
import type { Database } from '../db/database';
import { clients, lawyers, serviceTypes } from '../db/schema';
import { badRequest } from '../errors/api-error';
import type { FirmDay } from '../calendar/firm-calendar';

// Turns the staff form body and the client request part into the columns a demand stores,
// with the rules of spec 2 section 5 run again on the server.

/** Runs a domain form schema; the first message that applies is the answer, its field beside. */
export function validateWithSchema(schema: FormSchema, value: Record<string, unknown>): void {
  const problem = firstFieldError(schema, value);
  if (problem) throw badRequest(problem.message, problem.field ? { field: problem.field } : {});
}

/** The form schemas read the deadline as typed (dd/MM/yyyy); the wire carries yyyy-MM-dd. */
export function asFormDeadline(prazo: string | null | undefined): string {
  return prazo ? apiToDisplayDate(prazo) || prazo : '';
}

/**
 * The deadline to store, on the firm's calendar: SLA gives 5 business days from today unless the
 * demand already had an SLA deadline (spec 2 section 9); CUSTOMIZADO needs a real date that is
 * neither past nor a closed day (the rule of the forms, `validateDeadline`), unless it is the
 * deadline the demand already had (an old demand can still be edited).
 */
export function deadlineFor(
  prazoAtendimento: PrazoAtendimento,
  prazo: string | null | undefined,
  day: FirmDay,
  stored?: { prazoAtendimento: PrazoAtendimento; prazo: string },
): string {
  if (prazoAtendimento === PRAZO_ATENDIMENTO.SLA) {
    return stored?.prazoAtendimento === PRAZO_ATENDIMENTO.SLA
      ? stored.prazo
      : slaDeadline(day.today, day.calendar);
  }
  const text = (prazo ?? '').trim();
  const problem = validateDeadline(text, day.today, day.calendar, stored?.prazo);
  if (problem) throw badRequest(problem, { field: 'prazo' });
  return text;
}

/** Consulta (2) keeps tipoConsulta, the other modalities tipoAvaliacao. */
export function consultationKind(
  serviceTypeId: number,
  tipoConsulta: string | null | undefined,
  tipoAvaliacao: string | null | undefined,
): { tipoConsulta: string | null; tipoAvaliacao: TipoAvaliacao | null } {
  if (serviceTypeId === SERVICE_TYPE.CONSULTA) {
    return { tipoConsulta: tipoConsulta?.trim() || null, tipoAvaliacao: null };
  }
  return { tipoConsulta: null, tipoAvaliacao: (tipoAvaliacao || null) as TipoAvaliacao | null };
}

/** The id a form chose, once the form's schema has passed (a missing one is its 'required'). */
export function chosenId(ref: { id?: number } | null | undefined, field: string): number {
  if (ref?.id === undefined) throw badRequest(MESSAGES.required, { field });
  return ref.id;
}

export async function assertServiceType(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(eq(serviceTypes.id, id));
  if (!row) throw badRequest(DEMAND_API_MESSAGES.serviceTypeNotFound, { field: 'serviceType' });
}

export async function assertClient(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (!row) throw badRequest(API_MESSAGES.clientNotFound, { field: 'client' });
}

/** The lawyer of a demand must exist and be active (inactive ones leave the choice). */
export async function assertActiveLawyer(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ status: lawyers.status }).from(lawyers).where(eq(lawyers.id, id));
  if (!row) throw badRequest(DEMAND_API_MESSAGES.lawyerNotFound, { field: 'lawyer' });
  if (!row.status) throw badRequest(DEMAND_API_MESSAGES.lawyerInactive, { field: 'lawyer' });
}

/**
 * A demand's hours from the staff form or the internal data form ('02:30', '120:30',
 * '002:30:00'): the one demand hours rule (not zero, minutes and seconds <= 59, at most 999:59,
 * the cap of the hours mask). Returns whole minutes; null when the staff form left it empty.
 */
export function demandFormMinutes(horas: string | null | undefined): number | null {
  const text = (horas ?? '').trim();
  if (text === '') return null;
  const minutes = parseDemandHours(text);
  const issue = validateDemandHoursValue(text);
  if (issue || minutes === null) {
    throw badRequest(issue ?? MESSAGES.invalidHours, { field: 'horas' });
  }
  return minutes;
}

/** Internal data hours are required: the same rule, and empty is refused. */
export function internalDataMinutes(horas: string): number {
  const minutes = demandFormMinutes(horas);
  if (minutes === null) throw badRequest(MESSAGES.invalidHours, { field: 'horas' });
  return minutes;
}

/**
 * The value the staff typed (spec 2 section 2.4), kept as typed; null when none was typed. A
 * demand without a typed value is valued by the database at its exact minutes times the client's
 * price in force on its request day (domain serviceValue, demands.service_valor), so a price
 * registered for a later period never applies (budget M1) and no float touches the money (M4).
 */
export function typedValue(typed: number | null | undefined): number | null {
  if (typed === null || typed === undefined) return null;
  if (!isWholeCents(typed)) throw badRequest(DEMAND_API_MESSAGES.valueCents, { field: 'valor' });
  return typed;
}
