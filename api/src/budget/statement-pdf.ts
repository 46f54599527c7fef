import { STATEMENT_LABELS, type StatementDocument, type StatementTable } from '@dpohub/domain';
import { PDF_COLOR, bufferedPdf } from '../http/pdfkit';

// The statement (domain statementDocument) as a landscape A4 PDF in pdfkit's standard Helvetica
// (WinAnsi covers Portuguese): a header, the three tables with their totals, the summary and how
// the figures are computed.

const COLOR = PDF_COLOR;
const MARGIN = 40;
const CELL_PADDING = 3;

/** Relative widths of a table's columns: text columns wider than numbers and dates. */
function columnWeights(table: StatementTable): number[] {
  return table.columns.map((column, index) => {
    if (table.numeric.includes(index)) return 1;
    if (/^(Data|Início|Expira em|Referente a|Situação)$/.test(column)) return 1;
    return 2.4;
  });
}

export async function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const { doc, finish } = await bufferedPdf({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: statement.title, Author: statement.header[0]?.value ?? '' },
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 20;

  doc.font('Helvetica-Bold').fontSize(16).fillColor(COLOR.heading).text(statement.title);
  doc.moveDown(0.3);
  for (const { label, value } of statement.header) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(COLOR.muted)
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .fillColor(COLOR.text)
      .text(value);
  }

  const drawRow = (cells: string[], widths: number[], table: StatementTable, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: widths[index]! - CELL_PADDING * 2 }),
    );
    const height = Math.max(...heights) + CELL_PADDING * 2;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    if (bold) doc.rect(MARGIN, top, width, height).fill(COLOR.band);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8.5)
        .fillColor(COLOR.text)
        .text(cell, x + CELL_PADDING, top + CELL_PADDING, {
          width: widths[index]! - CELL_PADDING * 2,
          align: table.numeric.includes(index) ? 'right' : 'left',
        });
      x += widths[index]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor(COLOR.rule)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };

  for (const table of statement.tables) {
    doc.moveDown(1);
    if (doc.y > bottom() - 60) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.heading).text(table.heading, MARGIN);
    doc.moveDown(0.3);
    if (!table.rows.length) {
      doc.font('Helvetica').fontSize(9.5).fillColor(COLOR.muted).text(table.empty, MARGIN);
      continue;
    }
    const weights = columnWeights(table);
    const total = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((weight) => (width * weight) / total);
    drawRow(table.columns, widths, table, true);
    for (const row of table.rows) drawRow(row, widths, table, false);
    if (table.total) drawRow(table.total, widths, table, true);
  }

  doc.moveDown(1);
  if (doc.y > bottom() - 100) doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(COLOR.heading)
    .text(STATEMENT_LABELS.summary, MARGIN);
  doc.moveDown(0.3);
  for (const { label, value } of statement.summary) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(COLOR.text)
      .text(`${label}: `, MARGIN, undefined, { continued: true })
      .font('Helvetica-Bold')
      .text(value);
  }
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(statement.note, MARGIN, undefined, {
      width,
    });

  const pages = doc.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(COLOR.muted)
      .text(`${statement.title} · ${STATEMENT_LABELS.page(index + 1, pages.count)}`, MARGIN, y, {
        width,
      });
    doc.page.margins.bottom = MARGIN;
  }
  return finish();
}
