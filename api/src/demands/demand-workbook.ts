import { DEMAND_LIST_COLUMNS, demandStatusLabel } from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { SheetColumn } from '../http/xlsx-stream';
import type { DemandRecord } from './demand-repository';

export const DEMAND_EXPORT_SHEET_NAME = 'Solicitações';

const WIDTHS = [8, 28, 36, 14, 12, 12, 26, 8, 16, 16] as const;

/** Excel number formats of the typed columns: dates, a duration in hours, money. */
export const DEMAND_EXPORT_FORMATS = {
  date: 'dd/mm/yyyy',
  hours: '[hh]:mm',
  money: '"R$" #,##0.00',
} as const;

// Pasta, Cliente, Demanda, Serviço, Data, Prazo, Advogado, Horas, Valor, Status.
const COLUMN_FORMATS: Partial<Record<number, string>> = {
  4: DEMAND_EXPORT_FORMATS.date,
  5: DEMAND_EXPORT_FORMATS.date,
  7: DEMAND_EXPORT_FORMATS.hours,
  8: DEMAND_EXPORT_FORMATS.money,
};

/** The ten columns of the staff list, as the export writes them. */
export const DEMAND_EXPORT_COLUMNS: SheetColumn[] = DEMAND_LIST_COLUMNS.map((header, index) => ({
  header,
  width: WIDTHS[index]!,
  ...(COLUMN_FORMATS[index] ? { numFmt: COLUMN_FORMATS[index] } : {}),
}));

const MINUTES_A_DAY = 24 * 60;

/**
 * A calendar day (yyyy-MM-dd) as a date cell. Spreadsheet dates carry no time zone: exceljs
 * writes a Date's UTC day, so the day is built at UTC midnight.
 */
function dayCell(day: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * One demand as a row of the export, typed: the folder a number, the dates date cells (the
 * creation day in Brazilian time), the hours a duration (days, shown [hh]:mm), the value a
 * number. The status is the demand's own, archived or not: the archived list is the one being
 * exported, so 'Arquivada' would say nothing.
 */
export function demandExportRow(row: DemandRecord): unknown[] {
  return [
    row.clientId,
    row.clientName,
    row.demanda,
    row.serviceTypeName,
    dayCell(brazilianDate(row.createdAt)),
    dayCell(row.prazo),
    row.lawyerName ?? '',
    row.horasMinutes === null ? null : row.horasMinutes / MINUTES_A_DAY,
    row.valor,
    demandStatusLabel(row.status),
  ];
}
