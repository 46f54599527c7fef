import {
  ASSESSMENT_FORM,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  ROPA_REGISTER_COLUMNS,
  ROPA_REGISTER_FILENAME,
  ROPA_REGISTER_SHEET,
  apiToDisplayDate,
  assessmentFormById,
  joinContact,
  ropaDisplayAnswer,
  ropaSensitiveCategoriesText,
  type RopaRegisterSource,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { SheetColumn } from '../http/xlsx-stream';
import type { RegisterItem } from './agent-profile-repository';
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
  row: (item: AssessmentExportItem & Partial<Pick<RegisterItem, 'agent'>>) => unknown[];
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

/**
 * A date cell of the register: the Brazilian calendar day at UTC midnight, so the spreadsheet
 * shows that day (exceljs writes a Date as its UTC serial) and sorts and filters it as a date.
 */
export function registerDate(at: Date | null): Date | null {
  if (!at) return null;
  const [year, month, day] = brazilianDate(at).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

function ropaCell(
  item: AssessmentExportItem & Partial<Pick<RegisterItem, 'agent'>>,
  source: RopaRegisterSource,
): string | Date | null {
  const agent = item.agent;
  switch (source) {
    case 'client':
      return item.client ?? '';
    case 'agentLegalName':
      return agent?.legalName || item.client || '';
    case 'agentContact':
      return joinContact(agent?.email, agent?.phone);
    case 'dpoContact':
      return joinContact(agent?.dpoEmail, agent?.dpoPhone);
    case 'agent.cnpj':
    case 'agent.address':
    case 'agent.dpoName':
    case 'agent.dataSubjectChannel':
      return agent?.[source.slice('agent.'.length) as 'cnpj'] ?? '';
    case 'name':
      return item.name;
    case 'sensitiveCategories':
      return ropaSensitiveCategoriesText(item.answers.sensitiveCategories);
    case 'createdBy':
      return item.createdBy;
    case 'updatedBy':
      return item.updatedBy;
    case 'createdAt':
      return registerDate(item.createdAt);
    case 'updatedAt':
      return registerDate(item.updatedAt);
    case 'completedAt':
      return registerDate(item.completedAt);
    default:
      return ropaDisplayAnswer(item.answers[source]);
  }
}

/**
 * The ROPA register (form type 5): one row per concluded processing operation with every field
 * and its agent's identification, headers in Portuguese in the order of the ANPD's simplified
 * record model, dates as date cells: a file a firm or its client hands to the ANPD.
 */
const ROPA_SHEET: AssessmentSheet = {
  filename: ROPA_REGISTER_FILENAME,
  sheetName: ROPA_REGISTER_SHEET,
  columns: ROPA_REGISTER_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.date ? { numFmt: 'dd/mm/yyyy' } : {}),
  })),
  row: (item) => ROPA_REGISTER_COLUMNS.map((column) => ropaCell(item, column.source)),
};

export function assessmentSheet(formId: number): AssessmentSheet {
  return formId === ASSESSMENT_FORM.ROPA ? ROPA_SHEET : LIST_SHEET;
}
