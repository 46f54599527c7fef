import ExcelJS from 'exceljs';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  apiToDisplayDate,
  assessmentFormById,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { AssessmentListItem } from './assessment-repository';

export const ASSESSMENT_EXPORT_FILENAME = 'avaliacoes.xlsx';

const columns = ASSESSMENT_MESSAGES.columns;

/** A cell never starts a formula (a name typed as '=HYPERLINK(...)' stays text). */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The list's rows as an .xlsx workbook, columns as the list shows them plus the dates. */
export async function assessmentsWorkbook(rows: AssessmentListItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'DPOHUB';
  const sheet = workbook.addWorksheet(ASSESSMENT_MESSAGES.listTitle);
  sheet.columns = [
    { header: columns.name, key: 'name', width: 40 },
    { header: columns.form, key: 'form', width: 36 },
    { header: columns.createdBy, key: 'createdBy', width: 28 },
    { header: columns.client, key: 'client', width: 28 },
    { header: columns.status, key: 'status', width: 14 },
    { header: 'Criado em', key: 'createdAt', width: 12 },
    { header: 'Atualizado em', key: 'updatedAt', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      name: safeCell(row.name),
      form: assessmentFormById(row.formId)?.title ?? '',
      createdBy: safeCell(row.createdBy),
      client: safeCell(row.client ?? ''),
      status: row.completed
        ? ASSESSMENT_STATUS_LABEL.completed
        : ASSESSMENT_STATUS_LABEL.inProgress,
      createdAt: apiToDisplayDate(brazilianDate(row.createdAt)),
      updatedAt: apiToDisplayDate(brazilianDate(row.updatedAt)),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
