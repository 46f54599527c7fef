import {
  DOSSIER_MESSAGES,
  type DossierDocument,
  type DossierRow,
  type DossierSection,
} from '@dpohub/domain';
import { PDF_COLOR, bufferedPdf, type PdfKit } from '../http/pdfkit';

type Doc = InstanceType<PdfKit>;

const COLOR = PDF_COLOR;
const MARGIN = 56;

function rule(doc: Doc, width: number) {
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(COLOR.rule)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
}

function row(doc: Doc, item: DossierRow, width: number) {
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR.muted).text(item.label, { width });
  // An unanswered question reads as such, never as an answer (finding m10).
  if (item.unanswered) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(COLOR.muted).text(item.value, { width });
  } else {
    doc.font('Helvetica').fontSize(10.5).fillColor(COLOR.text).text(item.value, { width });
  }
  if (item.note) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(COLOR.muted)
      .text(`${DOSSIER_MESSAGES.comment}: ${item.note}`, { width });
  }
  doc.moveDown(0.35);
}

function section(doc: Doc, part: DossierSection, width: number, paragraphGap = 0.3) {
  doc.moveDown(1);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOR.heading).text(part.heading, { width });
  rule(doc, width);
  for (const item of part.rows ?? []) row(doc, item, width);
  for (const paragraph of part.paragraphs ?? []) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.text).text(paragraph, { width });
    doc.moveDown(paragraphGap);
  }
  for (const list of part.lists ?? []) {
    doc.moveDown(0.2);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOR.heading).text(list.title, { width });
    doc.moveDown(0.2);
    for (const item of list.items) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(COLOR.text)
        .text(`•  ${item}`, {
          width: width - 10,
          indent: 0,
        });
      doc.moveDown(0.2);
    }
  }
}

/**
 * The dossier as an A4 PDF in pdfkit's standard Helvetica (WinAnsi covers Portuguese): the first
 * page holds the title, the firm's identification and the summary; the record, the answers and
 * the full result follow; the review and sign-off block closes it.
 */
export async function renderDossierPdf(
  dossier: DossierDocument,
  meta: { author: string },
): Promise<Buffer> {
  const { doc, finish } = await bufferedPdf({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: dossier.title, Author: meta.author, Subject: dossier.subtitle },
  });
  const width = doc.page.width - MARGIN * 2;

  if (dossier.firm.length) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOR.muted).text(DOSSIER_MESSAGES.preparedBy);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOR.heading).text(dossier.firm[0]!);
    for (const line of dossier.firm.slice(1)) {
      doc.font('Helvetica').fontSize(9.5).fillColor(COLOR.muted).text(line);
    }
    doc.moveDown(0.6);
    rule(doc, width);
    doc.moveDown(0.6);
  }
  doc.font('Helvetica-Bold').fontSize(18).fillColor(COLOR.heading).text(dossier.title, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(COLOR.muted).text(dossier.subtitle);
  section(doc, dossier.summary, width);

  doc.addPage();
  doc.moveUp(1);
  for (const part of dossier.sections) section(doc, part, width);
  // Room to write the review's name, date and signature by hand.
  section(doc, dossier.signOff, width, 1.2);

  // Footer with the disclaimer and page numbers on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(COLOR.muted)
      .text(
        `${dossier.footer}  ${DOSSIER_MESSAGES.page(index + 1, range.count)}`,
        MARGIN,
        bottom + 14,
        {
          width,
          lineBreak: true,
        },
      );
    doc.page.margins.bottom = MARGIN;
  }
  return finish();
}
