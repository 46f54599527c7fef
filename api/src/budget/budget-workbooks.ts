import {
  DEMAND_STATUS_LABEL,
  FIRM_NAME,
  apiToDisplayDate,
  brazilianDay,
  serviceDay,
  sumMoney,
  type DayRange,
  type HoursReportLine,
  type IsoDay,
} from '@dpohub/domain';
import type { SheetColumn, XlsxSheetOptions } from '../http/xlsx-stream';
import type { ServiceSheetRow } from './budget-repository';

// The two budget spreadsheets (spec 2 section 7), made for a finance team to use as they are
// (budget m1): a title with firm, client and period; hours as durations ([h]:mm) that add up;
// money as numbers in reais; the header kept in view with filters; a totals row (SUBTOTAL, so a
// filtered sheet adds what it shows) whose figures are the screen's.

const MONEY_FORMAT = '"R$" #,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';
const HOURS_FORMAT = '[h]:mm';
const MINUTES_A_DAY = 24 * 60;

/** A calendar day (yyyy-MM-dd) as a date cell: midnight UTC, so Excel shows that same day. */
function dayCell(day: IsoDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Whole minutes as a duration cell (a fraction of a day). */
const durationCell = (minutes: number) => minutes / MINUTES_A_DAY;

/** 'A'...'Z', 'AA'... of a 1-based column. */
function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** SUBTOTAL of a column over the data rows (109: sum of the visible rows), with its result. */
function subtotal(column: number, firstRow: number, rows: number, result: number) {
  const letter = columnLetter(column);
  return rows
    ? { formula: `SUBTOTAL(109,${letter}${firstRow}:${letter}${firstRow + rows - 1})`, result }
    : result;
}

export interface SheetTitle {
  title: string;
  clientName: string | null;
  range: DayRange;
  issuedOn: IsoDay;
}

function preamble({ title, clientName, range, issuedOn }: SheetTitle): unknown[][] {
  return [
    [title],
    ['Escritório', FIRM_NAME],
    ['Cliente', clientName ?? 'Todos os clientes'],
    ['Período', `${apiToDisplayDate(range.from)} a ${apiToDisplayDate(range.to)}`],
    ['Emitido em', apiToDisplayDate(issuedOn)],
    [],
  ];
}

export const SERVICES_SHEET = 'Serviços';
export const SERVICES_COLUMNS: readonly SheetColumn[] = [
  { header: 'Demanda', width: 40 },
  { header: 'Cliente', width: 28 },
  { header: 'Tipo de serviço', width: 14 },
  { header: 'Advogado(a)', width: 24 },
  { header: 'Data', width: 12, numFmt: DATE_FORMAT },
  { header: 'Solicitada em', width: 13, numFmt: DATE_FORMAT },
  { header: 'Concluída em', width: 13, numFmt: DATE_FORMAT },
  { header: 'Status', width: 14 },
  { header: 'Consome horas', width: 9 },
  { header: 'Horas', width: 9, numFmt: HOURS_FORMAT },
  { header: 'Preço/hora', width: 13, numFmt: MONEY_FORMAT },
  { header: 'Valor do Serviço', width: 17, numFmt: MONEY_FORMAT },
];
const SERVICES_HOURS_COLUMN = 10;
const SERVICES_VALUE_COLUMN = 12;

/**
 * Relatório serviços: one row per service of the period in the list's order (Data is the date
 * the service is filed under: its completion once finished, its request otherwise), then the
 * totals, which are the status table's.
 */
export function servicesSheet(title: SheetTitle): {
  options: XlsxSheetOptions;
  row: (service: ServiceSheetRow) => unknown[];
} {
  const lead = preamble(title);
  const firstRow = lead.length + 2;
  let count = 0;
  let minutes = 0;
  const values: (number | null)[] = [];
  return {
    options: {
      filename: '',
      sheetName: SERVICES_SHEET,
      columns: SERVICES_COLUMNS,
      preamble: lead,
      freezeHeader: true,
      autoFilter: true,
      footer: () => [
        [
          'Total',
          `${count} ${count === 1 ? 'serviço' : 'serviços'}`,
          ...Array(SERVICES_HOURS_COLUMN - 3).fill(null),
          subtotal(SERVICES_HOURS_COLUMN, firstRow, count, durationCell(minutes)),
          null,
          subtotal(SERVICES_VALUE_COLUMN, firstRow, count, sumMoney(values)),
        ],
      ],
    },
    row: (service) => {
      count += 1;
      minutes += service.horasMinutes ?? 0;
      values.push(service.valor);
      return [
        service.demanda,
        service.clientName,
        service.serviceTypeName,
        service.lawyerName ?? '—',
        dayCell(serviceDay(service)),
        dayCell(brazilianDay(service.createdAt)),
        service.finishedAt && service.status === 'FINALIZADO'
          ? dayCell(brazilianDay(service.finishedAt))
          : null,
        DEMAND_STATUS_LABEL[service.status],
        service.consumoHoras ? 'Sim' : 'Não',
        service.horasMinutes === null ? null : durationCell(service.horasMinutes),
        service.valorHora,
        // A service with no value says so (budget m10); SUBTOTAL skips the text.
        service.valor ?? '—',
      ];
    },
  };
}

export const HOURS_SHEET = 'Histórico de horas';
export const HOURS_COLUMNS: readonly SheetColumn[] = [
  { header: 'Data', width: 12, numFmt: DATE_FORMAT },
  { header: 'Movimento', width: 20 },
  { header: 'Descrição', width: 36 },
  { header: 'Pacote', width: 26 },
  { header: 'Entrada', width: 10, numFmt: HOURS_FORMAT },
  { header: 'Saída', width: 10, numFmt: HOURS_FORMAT },
  { header: 'Saldo', width: 10, numFmt: HOURS_FORMAT },
  { header: 'Débito', width: 10, numFmt: HOURS_FORMAT },
  { header: 'Valor do pacote', width: 16, numFmt: MONEY_FORMAT },
  { header: 'Valor do serviço', width: 16, numFmt: MONEY_FORMAT },
  { header: 'Expira em', width: 12, numFmt: DATE_FORMAT },
  { header: 'Registrado por', width: 24 },
];

/**
 * Relatório de horas: the ledger of the period line by line (domain hoursReport), hours in and
 * out as durations, the running balance in Saldo (or Débito, when negative: a spreadsheet shows
 * no negative duration), the totals in and out and the closing balance, the card's Saldo.
 */
export function hoursSheet(
  title: SheetTitle,
  lines: readonly HoursReportLine[],
): { options: XlsxSheetOptions; rows: unknown[][] } {
  const lead = preamble(title);
  const firstRow = lead.length + 2;
  let added = 0;
  let taken = 0;
  const rows = lines.map((line) => {
    // Closing a debt gives hours back: an entry, not a negative exit.
    const entry = line.added + Math.max(-line.taken, 0);
    const exit = Math.max(line.taken, 0);
    added += entry;
    taken += exit;
    return [
      dayCell(line.day),
      line.movement,
      line.description,
      line.pack,
      entry ? durationCell(entry) : null,
      exit ? durationCell(exit) : null,
      line.balance >= 0 ? durationCell(line.balance) : null,
      line.balance < 0 ? durationCell(-line.balance) : null,
      line.packValue,
      line.serviceValue,
      line.expiresOn ? dayCell(line.expiresOn) : null,
      line.by,
    ];
  });
  const closing = lines.at(-1)?.balance ?? 0;
  return {
    options: {
      filename: '',
      sheetName: HOURS_SHEET,
      columns: HOURS_COLUMNS,
      preamble: lead,
      freezeHeader: true,
      autoFilter: true,
      footer: () => [
        [
          null,
          'Total',
          'Saldo no fim do período',
          null,
          subtotal(5, firstRow, rows.length, durationCell(added)),
          subtotal(6, firstRow, rows.length, durationCell(taken)),
          closing >= 0 ? durationCell(closing) : null,
          closing < 0 ? durationCell(-closing) : null,
        ],
      ],
    },
    rows,
  };
}
