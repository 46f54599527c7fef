import {
  PRAZO_ATENDIMENTO,
  SERVICE_TYPE,
  apiToDisplayDate,
  brazilianDay,
  demandHoursMinutes,
  displayToApiDate,
  formatDecimalBR,
  parseBRL,
  valueOfMinutes,
  demandHoursHHMM,
  validateDeadlineText,
  validateDemandHours,
} from '@dpohub/domain';
import type {
  BusinessCalendar,
  PrazoAtendimento,
  TipoAvaliacao,
} from '@dpohub/domain';
import type { DemandDetail, StaffDemandBody } from '@dpohub/domain/wire';
import { deadlineIssue } from '../common/use-firm-calendar';

/** The staff form's values: selects hold ids, dates dd/MM/yyyy, hours HH:MM, value as typed. */
export interface StaffDemandValues {
  client: number | null;
  serviceType: number | null;
  demanda: string;
  areaInterna: string | null;
  areaDemandante: string;
  autorDemanda: string;
  prazoAtendimento: PrazoAtendimento | null;
  prazo: string;
  descricaoTrabalho: string;
  lawyer: number | null;
  horas: string;
  valor: string;
  /**
   * Whether the staff typed the value: only a typed value is sent; otherwise the server values
   * the demand at the price in force on its request day (budget M1).
   */
  valorInformado: boolean;
  /** The day the demand was (or is being) requested: the day whose price the value uses. */
  requestDay: string;
  consumoHoras: boolean | null;
  tipoConsulta: string;
  tipoAvaliacao: TipoAvaliacao | null;
}

export function emptyStaffDemand(clientId: number | null): StaffDemandValues {
  return {
    client: clientId,
    serviceType: null,
    demanda: '',
    areaInterna: null,
    areaDemandante: '',
    autorDemanda: '',
    prazoAtendimento: null,
    prazo: '',
    descricaoTrabalho: '',
    lawyer: null,
    horas: '',
    valor: '',
    valorInformado: false,
    requestDay: brazilianDay(new Date()),
    consumoHoras: null,
    tipoConsulta: '',
    tipoAvaliacao: null,
  };
}

/** Stored hours ('012:30' or '012:30:00') as the form's HH:MM. */
export function toFormHours(horas: string | null | undefined): string {
  return demandHoursHHMM(horas);
}

export function staffDemandFrom(demand: DemandDetail): StaffDemandValues {
  return {
    client: demand.client.id,
    serviceType: demand.serviceType.id,
    demanda: demand.demanda,
    areaInterna: demand.areaInterna,
    areaDemandante: demand.areaDemandante ?? '',
    // A request made in the client form names its author: who created it (demands m8).
    autorDemanda: demand.autorDemanda || demand.createdBy?.name || '',
    prazoAtendimento: demand.prazoAtendimento,
    prazo: apiToDisplayDate(demand.prazo),
    descricaoTrabalho: demand.descricaoTrabalho,
    lawyer: demand.lawyer?.id ?? null,
    horas: toFormHours(demand.horas),
    valor: formatDecimalBR(demand.valor),
    // An API that does not say is read as before: a stored value was typed.
    valorInformado: demand.valorInformado ?? demand.valor !== null,
    requestDay: brazilianDay(new Date(demand.createdAt)),
    consumoHoras: demand.consumoHoras,
    tipoConsulta: demand.tipoConsulta ?? '',
    tipoAvaliacao: demand.tipoAvaliacao,
  };
}

export function isConsulta(serviceType: number | null): boolean {
  return serviceType === SERVICE_TYPE.CONSULTA;
}

/** Spec 2 section 2.4: Prazo shows when the deadline is customised or a date already exists. */
export function showsDeadline(values: Pick<StaffDemandValues, 'prazoAtendimento' | 'prazo'>) {
  return values.prazoAtendimento === PRAZO_ATENDIMENTO.CUSTOMIZADO || values.prazo !== '';
}

/**
 * The value the server will compute (domain valueOfMinutes): the exact minutes times the price
 * in force on the request day, rounded half-up to the cent; as form text, else null.
 */
export function calculatedValue(horas: string, valorHora: number | null): string | null {
  const minutes = demandHoursMinutes(horas);
  if (minutes === null || valorHora === null) return null;
  return formatDecimalBR(valueOfMinutes(minutes, valorHora));
}

/**
 * The on-submit rules of spec 2 section 5, by field; empty when the form may be sent. The
 * deadline is checked on the firm's calendar with the API's rule (past or closed day refused);
 * `storedPrazo` is the deadline the demand already had, as the form shows it (dd/MM/yyyy).
 */
export function submitIssues(
  values: StaffDemandValues,
  calendar: BusinessCalendar,
  storedPrazo: string | null = null,
  now: Date = new Date(),
): Partial<Record<'prazo' | 'horas', string>> {
  const issues: Partial<Record<'prazo' | 'horas', string>> = {};
  const prazo = values.prazoAtendimento === PRAZO_ATENDIMENTO.SLA ? null : values.prazo;
  const prazoIssue =
    validateDeadlineText(prazo) ??
    deadlineIssue(
      values.prazoAtendimento,
      prazo ?? '',
      calendar,
      storedPrazo ? displayToApiDate(storedPrazo) : null,
      now,
    );
  if (prazoIssue) issues.prazo = prazoIssue;
  const horasIssue = validateDemandHours(values.horas);
  if (horasIssue) issues.horas = horasIssue;
  return issues;
}

/** The POST/PUT body; call after the schema and submitIssues passed. */
export function staffDemandPayload(values: StaffDemandValues): StaffDemandBody {
  const consulta = isConsulta(values.serviceType);
  const sla = values.prazoAtendimento === PRAZO_ATENDIMENTO.SLA;
  return {
    client: { id: values.client as number },
    demanda: values.demanda.trim(),
    serviceType: { id: values.serviceType as number },
    tipoConsulta: consulta ? values.tipoConsulta.trim() || null : null,
    tipoAvaliacao: consulta ? null : values.tipoAvaliacao,
    areaInterna: values.areaInterna ?? '',
    areaDemandante: values.areaDemandante.trim(),
    autorDemanda: values.autorDemanda.trim(),
    prazoAtendimento: values.prazoAtendimento as PrazoAtendimento,
    prazo: sla ? null : displayToApiDate(values.prazo),
    descricaoTrabalho: values.descricaoTrabalho.trim(),
    lawyer: { id: values.lawyer as number },
    horas: values.horas,
    valor: values.valorInformado ? parseBRL(values.valor) : null,
    consumoHoras: values.consumoHoras as boolean,
  };
}
