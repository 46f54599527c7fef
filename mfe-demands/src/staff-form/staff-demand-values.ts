import {
  PRAZO_ATENDIMENTO,
  SERVICE_TYPE,
  apiToDisplayDate,
  displayToApiDate,
  formatDecimalBR,
  hhmmToDecimal,
  parseBRL,
  demandHoursHHMM,
  validateDeadlineText,
  validateDemandHours,
} from '@dpohub/domain';
import type {
  BusinessCalendar,
  PrazoAtendimento,
  Solicitacao,
  SolicitacaoPayload,
  TipoAvaliacao,
} from '@dpohub/domain';
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
    consumoHoras: null,
    tipoConsulta: '',
    tipoAvaliacao: null,
  };
}

/** Stored hours ('012:30' or '012:30:00') as the form's HH:MM. */
export function toFormHours(horas: string | null | undefined): string {
  return demandHoursHHMM(horas);
}

export function staffDemandFrom(demand: Solicitacao): StaffDemandValues {
  return {
    client: demand.client.id,
    serviceType: demand.serviceType.id,
    demanda: demand.demanda,
    areaInterna: demand.areaInterna,
    areaDemandante: demand.areaDemandante ?? '',
    autorDemanda: demand.autorDemanda ?? '',
    prazoAtendimento: demand.prazoAtendimento,
    prazo: apiToDisplayDate(demand.prazo),
    descricaoTrabalho: demand.descricaoTrabalho,
    lawyer: demand.lawyer?.id ?? null,
    horas: toFormHours(demand.horas),
    valor: formatDecimalBR(demand.valor),
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

/** Hours (HH:MM read as a decimal) times the client's hourly rate, as form text; else null. */
export function calculatedValue(horas: string, valorHora: number | null): string | null {
  const hours = hhmmToDecimal(horas);
  if (hours === null || valorHora === null) return null;
  return formatDecimalBR(Math.round(hours * valorHora * 100) / 100);
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
export function staffDemandPayload(values: StaffDemandValues): SolicitacaoPayload {
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
    valor: parseBRL(values.valor),
    consumoHoras: values.consumoHoras as boolean,
  };
}
