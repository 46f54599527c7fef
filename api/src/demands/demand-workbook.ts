import {
  DEMAND_LIST_COLUMNS,
  apiToDisplayDate,
  demandBadge,
  formatDemandHours,
  listHours,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { SheetColumn } from '../http/xlsx-stream';
import type { DemandRecord } from './demand-repository';

export const DEMAND_EXPORT_SHEET_NAME = 'Solicitações';

const WIDTHS = [8, 28, 36, 14, 12, 12, 26, 8, 16, 16] as const;

/** The ten columns of the staff list, as the export writes them. */
export const DEMAND_EXPORT_COLUMNS: SheetColumn[] = DEMAND_LIST_COLUMNS.map((header, index) => ({
  header,
  width: WIDTHS[index]!,
  ...(index === 8 ? { numFmt: '"R$" #,##0.00' } : {}),
}));

/** One demand as a row of the export: values as the staff list shows them. */
export function demandExportRow(row: DemandRecord): unknown[] {
  return [
    row.clientId,
    row.clientName,
    row.demanda,
    row.serviceTypeName,
    apiToDisplayDate(brazilianDate(row.createdAt)),
    apiToDisplayDate(row.prazo),
    row.lawyerName ?? '',
    listHours(formatDemandHours(row.horasMinutes)),
    row.valor,
    demandBadge(row).label,
  ];
}
