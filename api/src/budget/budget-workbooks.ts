import {
  DEMAND_STATUS_LABEL,
  formatDemandHours,
  formatDuration,
  type HoursMovement,
} from '@dpohub/domain';
import type { SheetColumn } from '../http/xlsx-stream';
import type { ServiceRow } from './budget-repository';

// The two budget spreadsheets (spec 2 section 7), as sheets that sendXlsxStream writes row by
// row into the response: money and dates are real cells (number and date), formatted the
// Brazilian way.

const MONEY_FORMAT = '"R$" #,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';

export const SERVICES_SHEET = 'Serviços';
export const SERVICES_HEADERS = [
  'Demanda',
  'Cliente',
  'Data',
  'Status',
  'Horas',
  'Valor do Serviço',
] as const;
export const HOURS_SHEET = 'Histórico de horas';
export const HOURS_HEADERS = [
  'Data',
  'Movimento',
  'Descrição',
  'Horas',
  'Valor',
  'Expira em',
  'Saldo',
  'Registrado por',
] as const;

/** A calendar day (yyyy-MM-dd) as a date cell: midnight UTC, so Excel shows that same day. */
function dayCell(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The day a demand was made, in Brazilian time, as a date cell. */
function brazilianDayCell(at: Date): Date {
  return dayCell(new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10));
}

export const SERVICES_COLUMNS: readonly SheetColumn[] = [
  { header: SERVICES_HEADERS[0], width: 40 },
  { header: SERVICES_HEADERS[1], width: 30 },
  { header: SERVICES_HEADERS[2], width: 12, numFmt: DATE_FORMAT },
  { header: SERVICES_HEADERS[3], width: 16 },
  { header: SERVICES_HEADERS[4], width: 10, computed: true },
  { header: SERVICES_HEADERS[5], width: 18, numFmt: MONEY_FORMAT },
];

/** Relatório serviços: one row per service of the period, in the list's order. */
export function serviceSheetRow(row: ServiceRow): unknown[] {
  return [
    row.demanda,
    row.clientName,
    brazilianDayCell(row.createdAt),
    DEMAND_STATUS_LABEL[row.status],
    formatDemandHours(row.horasMinutes) ?? '',
    row.valor,
  ];
}

export interface HoursHistoryLine {
  day: string;
  movement: 'Pacote de horas' | 'Remoção de horas' | 'Consumo';
  description: string;
  minutes: number;
  valor: number | null;
  expiresOn: string | null;
  by: string;
}

/** One line of the detailed report per pack, removal and consuming service, by day. */
export function hoursHistoryLines(
  movements: readonly { movement: HoursMovement; createdByName: string }[],
  services: readonly ServiceRow[],
): HoursHistoryLine[] {
  const lines: HoursHistoryLine[] = [
    ...movements.map(({ movement, createdByName }) => ({
      day: movement.startsOn,
      movement:
        movement.kind === 'pack' ? ('Pacote de horas' as const) : ('Remoção de horas' as const),
      description: '',
      minutes: movement.minutes,
      valor: movement.kind === 'pack' ? movement.valor : null,
      expiresOn: movement.kind === 'pack' ? movement.expiresOn : null,
      by: createdByName,
    })),
    ...services.map((service) => ({
      day: new Date(service.createdAt.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10),
      movement: 'Consumo' as const,
      description: service.demanda,
      minutes: -(service.horasMinutes ?? 0),
      valor: service.valor,
      expiresOn: null,
      by: '',
    })),
  ];
  return lines.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export const HOURS_COLUMNS: readonly SheetColumn[] = [
  { header: HOURS_HEADERS[0], width: 12, numFmt: DATE_FORMAT },
  { header: HOURS_HEADERS[1], width: 18 },
  { header: HOURS_HEADERS[2], width: 40 },
  { header: HOURS_HEADERS[3], width: 12, computed: true },
  { header: HOURS_HEADERS[4], width: 16, numFmt: MONEY_FORMAT },
  { header: HOURS_HEADERS[5], width: 12, numFmt: DATE_FORMAT },
  { header: HOURS_HEADERS[6], width: 12, computed: true },
  { header: HOURS_HEADERS[7], width: 24 },
];

/** Relatório de horas: the lines with the running balance. */
export function hoursHistorySheetRows(lines: readonly HoursHistoryLine[]): unknown[][] {
  let balance = 0;
  return lines.map((line) => {
    balance += line.minutes;
    return [
      dayCell(line.day),
      line.movement,
      line.description,
      formatDuration(line.minutes),
      line.valor,
      line.expiresOn ? dayCell(line.expiresOn) : null,
      formatDuration(balance),
      line.by,
    ];
  });
}
