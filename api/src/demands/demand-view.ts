import { formatDemandHours, isUrgentDeadline } from '@dpohub/domain';
import type { FirmDay } from '../calendar/firm-calendar';
import { demandDeadlineClock } from '../notifications/demand-deadline-clock';
import type { DemandRecord, DocumentRecord, HistoryEntry } from './demand-repository';

// Demands as the wire carries them (spec 2 section 3). Internal data (area, lawyer, hours,
// value) goes to firm admins only (spec 2 section 6); client users get nulls.

const SAO_PAULO_DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'yyyy-MM-dd HH:mm:ss' in Brazilian time: the `data` of a history entry. */
export function historyDate(at: Date): string {
  const parts = Object.fromEntries(
    SAO_PAULO_DATE_TIME.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

function createdBy(record: DemandRecord) {
  return {
    name: record.createdByName ?? '',
    client:
      record.createdByClientId === record.clientId
        ? { id: record.clientId, name: record.clientName }
        : null,
    employeeDanielLaw: record.createdByEmployee,
  };
}

function internalData(record: DemandRecord, withInternal: boolean) {
  if (!withInternal) {
    return { areaInterna: null, lawyer: null, horas: null, valor: null, valorInformado: null };
  }
  return {
    areaInterna: record.areaInterna,
    lawyer:
      record.lawyerId !== null ? { id: record.lawyerId, name: record.lawyerName ?? '' } : null,
    horas: formatDemandHours(record.horasMinutes),
    valor: record.valor,
    valorInformado: record.valorInformado,
  };
}

/** A row of the staff list; `day` (today on the firm's calendar) runs the deadline clock. */
export function demandRow(record: DemandRecord, withInternal: boolean, day: FirmDay) {
  return {
    id: record.id,
    client: { id: record.clientId, name: record.clientName },
    demanda: record.demanda,
    serviceType: { id: record.serviceTypeId, name: record.serviceTypeName },
    createdAt: record.createdAt.toISOString(),
    prazo: record.prazo,
    prazoAtendimento: record.prazoAtendimento,
    urgente: isUrgentDeadline(record, day.calendar),
    ...internalData(record, withInternal),
    status: record.status,
    archived: record.archived,
    consumoHoras: record.consumoHoras,
    createdBy: createdBy(record),
    ...demandDeadlineClock(record, day),
  };
}

/** A row of the client list (Demanda, Modalidade, Criado por, Prazo, Status). */
export function clientRequestRow(record: DemandRecord, day: FirmDay) {
  return {
    id: record.id,
    client: { id: record.clientId, name: record.clientName },
    demanda: record.demanda,
    serviceType: { id: record.serviceTypeId, name: record.serviceTypeName },
    createdAt: record.createdAt.toISOString(),
    prazo: record.prazo,
    prazoAtendimento: record.prazoAtendimento,
    urgente: isUrgentDeadline(record, day.calendar),
    status: record.status,
    archived: record.archived,
    createdBy: createdBy(record),
    ...demandDeadlineClock(record, day),
  };
}

/** One demand with its history (newest first) and documents. */
export function demandDetail(
  record: DemandRecord,
  history: readonly HistoryEntry[],
  documents: readonly DocumentRecord[],
  withInternal: boolean,
  day: FirmDay,
) {
  return {
    ...demandRow(record, withInternal, day),
    tipoConsulta: record.tipoConsulta,
    tipoAvaliacao: record.tipoAvaliacao,
    // Spec 2 section 6: the author and demanding-area fields are for admins too.
    areaDemandante: withInternal ? record.areaDemandante : null,
    autorDemanda: withInternal ? record.autorDemanda : null,
    descricaoTrabalho: record.descricaoTrabalho,
    updatedAt: record.updatedAt.toISOString(),
    historico: history.map((entry) => ({
      id: entry.id,
      status: entry.status,
      data: historyDate(entry.data),
    })),
    solicitacaoDocumentos: documents.map((doc) => ({ id: doc.id, filename: doc.filename })),
  };
}
