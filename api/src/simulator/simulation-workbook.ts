import ExcelJS from 'exceljs';
import {
  INFRACTION_CLASS_LABELS,
  SIMULATION_ORIGIN_OPTIONS,
  apiToDisplayDate,
  type InfractionClass,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { SimulationListRow } from './simulation-repository';

export const EXPORT_FILENAME = 'simulacoes.xlsx';
export const EXPORT_SHEET_NAME = 'Multas Simuladas';

/** The eight columns of the list (spec 4 section 2.3), in its order. */
export const EXPORT_COLUMNS = [
  { header: 'Criado por', key: 'createdBy', width: 28 },
  { header: 'E-mail', key: 'email', width: 32 },
  { header: 'Empresa', key: 'empresa', width: 28 },
  { header: 'Origem', key: 'origem', width: 14 },
  { header: 'Data', key: 'data', width: 12 },
  { header: 'Grau de infração', key: 'grauInfracao', width: 16 },
  { header: 'Valor', key: 'valorSimulado', width: 18 },
  { header: 'Anexo', key: 'anexo', width: 8 },
] as const;

const originLabel = (origin: string) =>
  SIMULATION_ORIGIN_OPTIONS.find((option) => option.value === origin)?.label ?? origin;

const classLabel = (grau: string | null) =>
  grau ? (INFRACTION_CLASS_LABELS[grau as InfractionClass] ?? grau) : '';

/** The simulations as an .xlsx workbook, one row each, values as the list shows them. */
export async function simulationsWorkbook(rows: SimulationListRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'DPOHUB';
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('valorSimulado').numFmt = '"R$" #,##0.00';
  for (const row of rows) {
    sheet.addRow({
      createdBy: row.createdBy ?? '',
      email: row.email ?? '',
      empresa: row.empresa ?? '',
      origem: originLabel(row.origem),
      data: apiToDisplayDate(brazilianDate(row.createdAt)),
      grauInfracao: classLabel(row.grauInfracao),
      valorSimulado: row.valorSimulado,
      anexo: row.temDocumento ? 'Sim' : 'Não',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
