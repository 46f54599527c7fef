import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  apiToDisplayDate,
  assessmentFormById,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { SheetColumn } from '../http/xlsx-stream';
import type { AssessmentListItem } from './assessment-repository';

export const ASSESSMENT_EXPORT_FILENAME = 'avaliacoes.xlsx';
export const ASSESSMENT_EXPORT_SHEET_NAME = ASSESSMENT_MESSAGES.listTitle;

const columns = ASSESSMENT_MESSAGES.columns;

/** A cell never starts a formula (a name typed as '=HYPERLINK(...)' stays text). */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Columns as the list shows them plus the dates. */
export const ASSESSMENT_EXPORT_COLUMNS: SheetColumn[] = [
  { header: columns.name, width: 40 },
  { header: columns.form, width: 36 },
  { header: columns.createdBy, width: 28 },
  { header: columns.client, width: 28 },
  { header: columns.status, width: 14 },
  { header: 'Criado em', width: 12 },
  { header: 'Atualizado em', width: 14 },
];

/** One assessment as a row of the streamed spreadsheet. */
export function assessmentExportRow(row: AssessmentListItem): unknown[] {
  return [
    safeCell(row.name),
    assessmentFormById(row.formId)?.title ?? '',
    safeCell(row.createdBy),
    safeCell(row.client ?? ''),
    row.completed ? ASSESSMENT_STATUS_LABEL.completed : ASSESSMENT_STATUS_LABEL.inProgress,
    apiToDisplayDate(brazilianDate(row.createdAt)),
    apiToDisplayDate(brazilianDate(row.updatedAt)),
  ];
}
