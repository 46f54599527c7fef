import {
  INFRACTION_CLASS_LABELS,
  SIMULATION_ORIGIN_OPTIONS,
  apiToDisplayDate,
  type InfractionClass,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { SheetColumn } from '../http/xlsx-stream';
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

/** The columns as the streamed export writes them. */
export const EXPORT_SHEET_COLUMNS: SheetColumn[] = EXPORT_COLUMNS.map((column) => ({
  header: column.header,
  width: column.width,
  ...(column.key === 'valorSimulado' ? { numFmt: '"R$" #,##0.00' } : {}),
}));

/** One simulation as a row of the export, values as the list shows them. */
export function simulationExportRow(row: SimulationListRow): unknown[] {
  return [
    row.createdBy ?? '',
    row.email ?? '',
    row.empresa ?? '',
    originLabel(row.origem),
    apiToDisplayDate(brazilianDate(row.createdAt)),
    classLabel(row.grauInfracao),
    row.valorSimulado,
    row.temDocumento ? 'Sim' : 'Não',
  ];
}
