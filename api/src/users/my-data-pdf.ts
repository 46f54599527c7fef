import {
  MY_DATA_LABELS,
  MY_DATA_SECTION_LIMIT,
  apiToDisplayDate,
  dossierDateTime,
} from '@dpohub/domain';
import type { MyDataExport } from '@dpohub/domain/wire';
import { PDF_COLOR, bufferedPdf, pdfText } from '../http/pdfkit';

// 'Meus dados' as a readable A4 PDF in pdfkit's standard Helvetica: the subject, then each
// section with its rows as "label: value" lines, dates as dd/MM/yyyy and yes/no as Sim/Não.

const MARGIN = 48;

/** A value as a person reads it. */
function readable(value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return String(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return dossierDateTime(new Date(value));
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return apiToDisplayDate(value);
  return value;
}

export async function renderMyDataPdf(data: MyDataExport): Promise<Buffer> {
  const { doc, finish } = await bufferedPdf({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: MY_DATA_LABELS.title, Author: 'DPOHUB' },
  });
  const text = (value: string) => pdfText(value);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(PDF_COLOR.heading).text(MY_DATA_LABELS.title);
  doc.moveDown(0.3);
  const header: [string, string][] = [
    [MY_DATA_LABELS.subject, `${data.titular.nome} (${data.titular.email})`],
    [MY_DATA_LABELS.generatedAt, dossierDateTime(new Date(data.geradoEm))],
  ];
  for (const [label, value] of header) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(PDF_COLOR.muted)
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .fillColor(PDF_COLOR.text)
      .text(text(value));
  }
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(PDF_COLOR.muted)
    .text(MY_DATA_LABELS.intro);

  for (const section of data.secoes) {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(PDF_COLOR.heading).text(text(section.titulo));
    doc.moveDown(0.2);
    if (!section.registros.length) {
      doc.font('Helvetica').fontSize(9).fillColor(PDF_COLOR.muted).text(MY_DATA_LABELS.none);
      continue;
    }
    for (const row of section.registros) {
      const line = Object.entries(row)
        .map(([label, value]) => `${label}: ${readable(value)}`)
        .join(' · ');
      doc.font('Helvetica').fontSize(9).fillColor(PDF_COLOR.text).text(text(line));
      doc.moveDown(0.15);
    }
    if (section.limitado) {
      doc
        .font('Helvetica-Oblique')
        .fontSize(9)
        .fillColor(PDF_COLOR.muted)
        .text(MY_DATA_LABELS.more(MY_DATA_SECTION_LIMIT));
    }
  }
  return finish();
}
