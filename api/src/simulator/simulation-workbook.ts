import {
  EXPORT_DEFAULT_FILENAME,
  INFRACTION_CLASS_LABELS,
  LEAD_FOLLOW_UP_LABELS,
  SIMULATION_ORIGIN_OPTIONS,
  type InfractionClass,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import { historyDate } from '../demands/demand-view';
import type { SheetColumn } from '../http/xlsx-stream';
import type { SimulationListRow } from './simulation-repository';

// Spec 4 section 7: the blob is saved as relatorio.xlsx.
export const EXPORT_FILENAME = EXPORT_DEFAULT_FILENAME;
export const EXPORT_SHEET_NAME = 'Multas Simuladas';

/**
 * The eight columns of the list (spec 4 section 2.3), in its order, then the lead's e-mail
 * opt-in (spec 4 section 2.1, infoEmail), which the firm needs to contact a lead lawfully.
 */
export const EXPORT_COLUMNS = [
  { header: 'Criado por', key: 'createdBy', width: 28 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Empresa', key: 'empresa', width: 28 },
  { header: 'Origem', key: 'origem', width: 14 },
  { header: 'Data', key: 'data', width: 12 },
  { header: 'Grau de infração', key: 'grauInfracao', width: 16 },
  { header: 'Valor', key: 'valorSimulado', width: 18 },
  { header: 'Anexo', key: 'anexo', width: 8 },
  { header: 'Aceita receber e-mails', key: 'infoEmail', width: 22 },
  // The lead's follow-up and consent (issue 30): what the firm works from, and its proof.
  { header: 'Acompanhamento', key: 'followUp', width: 18 },
  { header: 'Acompanhamento por', key: 'followUpBy', width: 24 },
  { header: 'Acompanhamento em', key: 'followUpAt', width: 18 },
  { header: 'Consentimento', key: 'consentText', width: 60 },
  { header: 'Versão do consentimento', key: 'consentVersion', width: 22 },
  { header: 'Consentimento em', key: 'consentedAt', width: 18 },
] as const;

const originLabel = (origin: string) =>
  SIMULATION_ORIGIN_OPTIONS.find((option) => option.value === origin)?.label ?? origin;

const classLabel = (grau: string | null) =>
  grau ? (INFRACTION_CLASS_LABELS[grau as InfractionClass] ?? grau) : '';

/** The columns as the streamed export writes them. */
export const EXPORT_SHEET_COLUMNS: SheetColumn[] = EXPORT_COLUMNS.map((column) => ({
  header: column.header,
  width: column.width,
  ...(column.key === 'valorSimulado' ? { numFmt: '"R$" #,##0.00' } : {}),
  ...(column.key === 'data' ? { numFmt: 'dd/mm/yyyy' } : {}),
  ...(column.key === 'followUpAt' || column.key === 'consentedAt'
    ? { numFmt: 'dd/mm/yyyy hh:mm' }
    : {}),
}));

/** An instant as a date-and-time cell of Brasília's clock (the sheet has no time zone). */
function brasiliaCell(at: Date | null): Date | null {
  return at ? new Date(`${historyDate(at).replace(' ', 'T')}Z`) : null;
}

/** The Brazilian calendar day of an instant as a date cell (midnight UTC of that day). */
function dayCell(at: Date): Date {
  return new Date(`${brazilianDate(at)}T00:00:00Z`);
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Sim' : 'Não');

/** One simulation as a row of the export: the day a date cell, the value a number. */
export function simulationExportRow(row: SimulationListRow): unknown[] {
  return [
    row.createdBy ?? '',
    row.email ?? '',
    row.empresa ?? '',
    originLabel(row.origem),
    dayCell(row.createdAt),
    classLabel(row.grauInfracao),
    row.valorSimulado,
    yesNo(row.temDocumento),
    yesNo(row.infoEmail),
    row.followUpStatus ? LEAD_FOLLOW_UP_LABELS[row.followUpStatus] : '',
    row.followUpBy ?? '',
    brasiliaCell(row.followUpAt),
    row.consentText ?? '',
    row.consentVersion ?? '',
    brasiliaCell(row.consentedAt),
  ];
}
