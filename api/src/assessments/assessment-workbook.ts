import {
  ASSESSMENT_FORM,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  ROPA_REGISTER_COLUMNS,
  ROPA_REGISTER_FILENAME,
  ROPA_REGISTER_SHEET,
  apiToDisplayDate,
  assessmentFormById,
  ropaDisplayAnswer,
  type RopaRegisterSource,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { SheetColumn } from '../http/xlsx-stream';
import type { AssessmentExportItem } from './assessment-repository';

export const ASSESSMENT_EXPORT_FILENAME = 'avaliacoes.xlsx';

const columns = ASSESSMENT_MESSAGES.columns;

const displayDate = (at: Date | null) => (at ? apiToDisplayDate(brazilianDate(at)) : '');
const statusLabel = (row: AssessmentExportItem) =>
  row.completed ? ASSESSMENT_STATUS_LABEL.completed : ASSESSMENT_STATUS_LABEL.inProgress;

/** The spreadsheet of a form's list: the columns the list shows, plus the dates. */
export interface AssessmentSheet {
  filename: string;
  sheetName: string;
  columns: readonly SheetColumn[];
  row: (item: AssessmentExportItem) => unknown[];
}

const LIST_SHEET: AssessmentSheet = {
  filename: ASSESSMENT_EXPORT_FILENAME,
  sheetName: ASSESSMENT_MESSAGES.listTitle,
  columns: [
    { header: columns.name, width: 40 },
    { header: columns.form, width: 36 },
    { header: columns.createdBy, width: 28 },
    { header: columns.client, width: 28 },
    { header: columns.status, width: 14 },
    { header: 'Criado em', width: 12 },
    { header: 'Atualizado em', width: 14 },
  ],
  row: (item) => [
    item.name,
    assessmentFormById(item.formId)?.title ?? '',
    item.createdBy,
    item.client ?? '',
    statusLabel(item),
    displayDate(item.createdAt),
    displayDate(item.updatedAt),
  ],
};

function ropaCell(item: AssessmentExportItem, source: RopaRegisterSource): string {
  switch (source) {
    case 'client':
      return item.client ?? '';
    case 'name':
      return item.name;
    case 'status':
      return statusLabel(item);
    case 'createdBy':
      return item.createdBy;
    case 'updatedBy':
      return item.updatedBy;
    case 'createdAt':
      return displayDate(item.createdAt);
    case 'updatedAt':
      return displayDate(item.updatedAt);
    case 'completedAt':
      return displayDate(item.completedAt);
    default:
      return ropaDisplayAnswer(item.answers[source]);
  }
}

/**
 * The ROPA register (form type 5): one row per processing operation with every field, headers
 * in Portuguese in the order of the ANPD's simplified record model, a file a firm can hand to
 * the ANPD.
 */
const ROPA_SHEET: AssessmentSheet = {
  filename: ROPA_REGISTER_FILENAME,
  sheetName: ROPA_REGISTER_SHEET,
  columns: ROPA_REGISTER_COLUMNS.map((column) => ({ header: column.header, width: column.width })),
  row: (item) => ROPA_REGISTER_COLUMNS.map((column) => ropaCell(item, column.source)),
};

export function assessmentSheet(formId: number): AssessmentSheet {
  return formId === ASSESSMENT_FORM.ROPA ? ROPA_SHEET : LIST_SHEET;
}
