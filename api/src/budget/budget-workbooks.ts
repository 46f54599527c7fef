import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  DEMAND_STATUS_LABEL,
  formatDemandHours,
  formatDuration,
  type HoursMovement,
} from '@dpohub/domain';
import type { ServiceRow } from './budget-repository';

// The two budget spreadsheets (spec 2 section 7), written row by row into the response stream:
// money and dates are real cells (number and date), formatted the Brazilian way.

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
];
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
];

function streamingWorkbook(): {
  stream: PassThrough;
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
} {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'DPOHUB';
  return { stream, workbook };
}

/** A calendar day (yyyy-MM-dd) as a date cell: midnight UTC, so Excel shows that same day. */
function dayCell(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The day a demand was made, in Brazilian time, as a date cell. */
function brazilianDayCell(at: Date): Date {
  return dayCell(new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10));
}

/** Relatório serviços: every service of the period, in the list's order. */
export function servicesWorkbook(rows: AsyncIterable<ServiceRow>): PassThrough {
  const { stream, workbook } = streamingWorkbook();
  const sheet = workbook.addWorksheet(SERVICES_SHEET);
  sheet.columns = [
    { header: SERVICES_HEADERS[0], width: 40 },
    { header: SERVICES_HEADERS[1], width: 30 },
    { header: SERVICES_HEADERS[2], width: 12, style: { numFmt: DATE_FORMAT } },
    { header: SERVICES_HEADERS[3], width: 16 },
    { header: SERVICES_HEADERS[4], width: 10 },
    { header: SERVICES_HEADERS[5], width: 18, style: { numFmt: MONEY_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const row of rows) {
        sheet
          .addRow([
            row.demanda,
            row.clientName,
            brazilianDayCell(row.createdAt),
            DEMAND_STATUS_LABEL[row.status],
            formatDemandHours(row.horasMinutes) ?? '',
            row.valor,
          ])
          .commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
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

/** Relatório de horas: the lines with the running balance. */
export function hoursHistoryWorkbook(lines: readonly HoursHistoryLine[]): PassThrough {
  const { stream, workbook } = streamingWorkbook();
  const sheet = workbook.addWorksheet(HOURS_SHEET);
  sheet.columns = [
    { header: HOURS_HEADERS[0], width: 12, style: { numFmt: DATE_FORMAT } },
    { header: HOURS_HEADERS[1], width: 18 },
    { header: HOURS_HEADERS[2], width: 40 },
    { header: HOURS_HEADERS[3], width: 12 },
    { header: HOURS_HEADERS[4], width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: HOURS_HEADERS[5], width: 12, style: { numFmt: DATE_FORMAT } },
    { header: HOURS_HEADERS[6], width: 12 },
    { header: HOURS_HEADERS[7], width: 24 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let balance = 0;
  for (const line of lines) {
    balance += line.minutes;
    sheet
      .addRow([
        dayCell(line.day),
        line.movement,
        line.description,
        formatDuration(line.minutes),
        line.valor,
        line.expiresOn ? dayCell(line.expiresOn) : null,
        formatDuration(balance),
        line.by,
      ])
      .commit();
  }
  sheet.commit();
  void workbook.commit().catch((error: Error) => stream.destroy(error));
  return stream;
}
