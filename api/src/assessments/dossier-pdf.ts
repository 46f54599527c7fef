import type PDFKit from 'pdfkit';
import { DOSSIER_MESSAGES, type DossierDocument } from '@dpohub/domain';

type PdfKit = typeof PDFKit;

// pdfkit loads its font metrics on first use: only the dossier needs it, so the API's start does
// not pay for it.
let pdfkit: Promise<PdfKit> | undefined;
const loadPdfKit = () =>
  (pdfkit ??= import('pdfkit').then(
    (module) => ((module as { default?: PdfKit }).default ?? module) as PdfKit,
  ));

const COLOR = { text: '#1f2933', muted: '#52606d', heading: '#0b3d6b', rule: '#cbd2d9' };

/** The dossier as an A4 PDF in pdfkit's standard Helvetica (WinAnsi covers Portuguese). */
export async function renderDossierPdf(
  dossier: DossierDocument,
  meta: { author: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: dossier.title, Author: meta.author, Subject: dossier.subtitle },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(18).fillColor(COLOR.heading).text(dossier.title);
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(COLOR.muted).text(dossier.subtitle);

  for (const section of dossier.sections) {
    doc.moveDown(1);
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOR.heading).text(section.heading);
    const y = doc.y + 2;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.margins.left + width, y)
      .strokeColor(COLOR.rule)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.4);
    for (const paragraph of section.paragraphs ?? []) {
      doc.font('Helvetica').fontSize(10).fillColor(COLOR.text).text(paragraph, { width });
      doc.moveDown(0.3);
    }
    for (const bullet of section.bullets ?? []) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(COLOR.text)
        .text(`•  ${bullet}`, { width, indent: 0 });
      doc.moveDown(0.2);
    }
    for (const row of section.rows ?? []) {
      doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR.muted).text(row.label, { width });
      doc.font('Helvetica').fontSize(10.5).fillColor(COLOR.text).text(row.value, { width });
      if (row.note) {
        doc
          .font('Helvetica-Oblique')
          .fontSize(9.5)
          .fillColor(COLOR.muted)
          .text(`${DOSSIER_MESSAGES.comment}: ${row.note}`, { width });
      }
      doc.moveDown(0.35);
    }
  }

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
        doc.page.margins.left,
        bottom + 14,
        {
          width,
          lineBreak: true,
        },
      );
    doc.page.margins.bottom = 56;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
