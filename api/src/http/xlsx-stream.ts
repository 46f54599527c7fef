import { PassThrough } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import type { FastifyReply } from 'fastify';

/** One column of a streamed sheet (exceljs column definition). */
export interface SheetColumn {
  header: string;
  width: number;
  /** Excel number format of the column's cells, e.g. '"R$" #,##0.00'. */
  numFmt?: string;
  /**
   * The server formats every value of the column (hours such as '-002:30:00'): nobody types
   * them, so they are written as they are, not as guarded text (safeCell).
   */
  computed?: boolean;
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Bytes the reply may hold unsent, and the sheet's XML may hold uncompressed, before the writer
 * waits for the client to read or the compressor to catch up.
 */
const HIGH_WATER_MARK = 1 << 20;

/**
 * Bytes of a sheet's XML written but not yet taken by the compressor. exceljs 4.4 hands each
 * block of the sheet to the zip's input stream without waiting for it (its StreamBuf ignores
 * the stream's answer), and rows are written faster than one core compresses them: without
 * waiting on this, the whole sheet piled up there until the end (130 MB for 200 000 rows).
 */
function uncompressedBacklog(sheet: unknown): number {
  const stream = (sheet as { stream?: { pipes?: { _writableState?: { length?: number } }[] } })
    .stream;
  return (stream?.pipes ?? []).reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0), 0);
}

/**
 * Security L5: a text cell never starts a formula. A value typed as '=HYPERLINK(...)', '+1',
 * '-1', '@x', or starting with a tab or a carriage return is written with a leading apostrophe
 * (OWASP CSV injection advice), so a spreadsheet opened from any export never evaluates what a
 * client typed. Every export goes through sendXlsxStream, which applies it to every text cell.
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const guardText = (value: unknown) => (typeof value === 'string' ? safeCell(value) : value);

// exceljs takes about a second to load: only the exports need it, so it loads on the first one.
let excel: Promise<typeof ExcelJSModule> | undefined;
const loadExcel = () => (excel ??= import('exceljs').then((module) => module.default ?? module));

/** What one streamed sheet holds around its rows, and how it opens. */
export interface XlsxSheetOptions {
  filename: string;
  sheetName: string;
  columns: readonly SheetColumn[];
  /** Rows above the column headers (a title: firm, client, period), bold. */
  preamble?: readonly unknown[][];
  /** The header rows (the preamble and the column headers) stay in view while scrolling. */
  freezeHeader?: boolean;
  /** Filters on every column of the column headers' row. */
  autoFilter?: boolean;
  /** Rows after the data (a totals row), bold, in the columns' formats; built once all is written. */
  footer?: () => unknown[][];
}

/**
 * Sends an .xlsx built row by row with exceljs's streaming writer: rows arrive in batches (an
 * async iterable reading the database a page at a time), each row is written and committed at
 * once, and the writer waits while the compressor or the client is a megabyte behind. Memory
 * stays flat whatever the number of rows; no shared strings table (it would grow with the rows).
 */
export async function sendXlsxStream(
  reply: FastifyReply,
  options: XlsxSheetOptions,
  batches: AsyncIterable<readonly unknown[][]> | Iterable<readonly unknown[][]>,
): Promise<FastifyReply> {
  const ExcelJS = await loadExcel();
  const output = new PassThrough({ highWaterMark: HIGH_WATER_MARK });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    // Fast deflate: the export is bound by compression, and level 1 is several times faster
    // than the default for a file a few percent larger.
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = 'DPOHUB';
  const preamble = options.preamble ?? [];
  const headerRow = preamble.length + 1;
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: options.freezeHeader ? [{ state: 'frozen', ySplit: headerRow }] : [],
  });
  sheet.columns = options.columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  for (const values of preamble) {
    const row = sheet.addRow(values.map(guardText));
    row.font = { bold: true };
    row.commit();
  }
  const header = sheet.addRow(options.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  if (options.autoFilter) {
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow, column: options.columns.length },
    };
  }
  // One style object per column, given to each of its cells: exceljs remembers the style id of
  // an object it has seen, where each cell's own copy of the column style would be serialised
  // again to find its id (two thirds of the time per row).
  const plain = {};
  const columnStyles = options.columns.map((column) =>
    column.numFmt ? { numFmt: column.numFmt } : plain,
  );

  const write = async () => {
    for await (const batch of batches) {
      for (const values of batch) {
        const row = sheet.addRow(
          values.map((value, index) =>
            typeof value === 'string' && !options.columns[index]?.computed
              ? safeCell(value)
              : value,
          ),
        );
        row.eachCell((cell, column) => {
          cell.style = columnStyles[column - 1] ?? plain;
        });
        row.commit();
      }
      // Wait for the compressor and for the client to read (polled: a 'data' listener would take
      // the bytes itself).
      while (
        (uncompressedBacklog(sheet) > HIGH_WATER_MARK || output.readableLength > HIGH_WATER_MARK) &&
        !output.destroyed
      ) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      if (output.destroyed) return;
    }
    for (const values of options.footer?.() ?? []) {
      const row = sheet.addRow(values.map(guardText));
      row.eachCell((cell, column) => {
        cell.style = { ...(columnStyles[column - 1] ?? plain), font: { bold: true } };
      });
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    reply.log.error({ err: error }, 'spreadsheet export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .send(output);
}

/** The batches of records as batches of sheet rows. */
export async function* mapBatches<T>(
  batches: AsyncIterable<readonly T[]>,
  toRow: (record: T) => unknown[],
): AsyncGenerator<unknown[][]> {
  for await (const batch of batches) yield batch.map(toRow);
}
