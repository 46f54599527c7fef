import {
  AUDIT_MESSAGES,
  auditActorText,
  auditRecordText,
  describeChanges,
  type AuditEventView,
} from '@dpohub/domain';
import type { SheetColumn } from '../http/xlsx-stream';

/** Brazil keeps UTC-3 all year since 2019. */
const BRAZIL_OFFSET_MS = 3 * 60 * 60 * 1000;

const COLUMNS: (SheetColumn & { firmOnly?: true })[] = [
  { header: 'Número', width: 10 },
  { header: 'Data e hora', width: 20, numFmt: 'dd/mm/yyyy hh:mm:ss' },
  { header: 'Evento', width: 34 },
  { header: 'Quem', width: 30 },
  { header: 'Em nome de', width: 26 },
  { header: 'Endereço', width: 18, firmOnly: true },
  { header: 'Cliente', width: 30 },
  { header: 'Registro', width: 30 },
  { header: 'Alterações', width: 80 },
  { header: 'Observação', width: 30 },
];

/** The spreadsheet's columns; the address only in the firm's copy. */
export function auditSheetColumns(showAddress: boolean): SheetColumn[] {
  return COLUMNS.filter((column) => showAddress || !column.firmOnly).map(
    ({ header, width, numFmt }) => ({ header, width, ...(numFmt ? { numFmt } : {}) }),
  );
}

/** One event as a row: the time a date-time cell in Brazilian time. */
export function auditSheetRow(event: AuditEventView, showAddress: boolean): unknown[] {
  const at = new Date(new Date(event.occurredAt).getTime() - BRAZIL_OFFSET_MS);
  return [
    event.id,
    at,
    event.kindLabel,
    auditActorText(event),
    event.onBehalfOf ? (event.onBehalfOf.name ?? `#${event.onBehalfOf.id}`) : '',
    ...(showAddress ? [event.ip ?? ''] : []),
    event.client ? (event.client.name ?? `#${event.client.id}`) : '',
    auditRecordText(event),
    describeChanges(event.changes),
    event.erased ? AUDIT_MESSAGES.erasedDetails : (event.note ?? ''),
  ];
}
