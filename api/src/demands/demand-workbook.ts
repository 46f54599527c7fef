import ExcelJS from 'exceljs';
import {
  DEMAND_LIST_COLUMNS,
  apiToDisplayDate,
  demandBadge,
  formatDemandHours,
  listHours,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { DemandRecord } from './demand-repository';

export const DEMAND_EXPORT_SHEET_NAME = 'Solicitações';

const WIDTHS = [8, 28, 36, 14, 12, 12, 26, 8, 16, 16] as const;

/** The demands as an .xlsx workbook: the ten columns of the staff list, values as it shows them. */
export async function demandsWorkbook(rows: readonly DemandRecord[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'DPOHUB';
  const sheet = workbook.addWorksheet(DEMAND_EXPORT_SHEET_NAME);
  sheet.columns = DEMAND_LIST_COLUMNS.map((header, index) => ({
    header,
    key: String(index),
    width: WIDTHS[index],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(9).numFmt = '"R$" #,##0.00';
  for (const row of rows) {
    sheet.addRow([
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
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
