import type { SimulationResultDocument } from '@dpohub/domain';
import { PDF_COLOR as COLOR, bufferedPdf, pdfText } from '../http/pdfkit';

const MARGIN = 48;

/**
 * The simulator's result (domain simulationResultDocument) as one A4 page in pdfkit's standard
 * Helvetica (WinAnsi covers Portuguese): who and when, the value and its class, the calculation
 * step by step, the notice, and the firm's contact at the foot.
 */
export async function renderSimulationResultPdf(
  result: SimulationResultDocument,
  meta: { author: string },
): Promise<Buffer> {
  const { doc, finish } = await bufferedPdf({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: result.title, Author: meta.author },
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica-Bold').fontSize(17).fillColor(COLOR.heading).text(result.title, { width });
  doc.moveDown(0.3);
  for (const { label, value } of result.header) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(COLOR.muted)
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .fillColor(COLOR.text)
      .text(value);
  }

  doc.moveDown(0.6);
  const band = doc.y;
  doc.rect(MARGIN, band, width, 58).fill(COLOR.band);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(COLOR.heading)
    .text(result.value, MARGIN + 12, band + 8, { width: width - 24 });
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(COLOR.text).text(result.classLine);
  // The class's reason is the first step below.
  doc.x = MARGIN;
  doc.y = band + 70;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOR.heading).text(result.stepsTitle);
  doc.moveDown(0.3);
  result.steps.forEach((step, index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(COLOR.text)
      .text(pdfText(`${index + 1}. ${step.title}`), { width });
    doc.font('Helvetica').fontSize(9).fillColor(COLOR.text).text(pdfText(step.detail), { width });
    doc.moveDown(0.35);
  });

  doc.moveDown(0.4);
  doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(COLOR.muted).text(result.notice, { width });

  // The firm's contact at the foot of the page.
  doc.moveDown(0.8);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(COLOR.rule)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOR.heading).text(result.contactTitle);
  for (const line of result.contact) {
    doc.font('Helvetica').fontSize(9.5).fillColor(COLOR.text).text(line, { width });
  }
  return finish();
}
