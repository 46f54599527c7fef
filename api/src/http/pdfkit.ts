import type PDFKit from 'pdfkit';

export type PdfKit = typeof PDFKit;

// pdfkit loads its font metrics on first use: only the PDFs (the assessment dossier, the budget
// statement) need it, so the API's start does not pay for it.
let pdfkit: Promise<PdfKit> | undefined;

const loadPdfKit = () =>
  (pdfkit ??= import('pdfkit').then(
    (module) => ((module as { default?: PdfKit }).default ?? module) as PdfKit,
  ));

/**
 * A pdfkit document whose pages are kept (for the page numbers written at the end) and whose
 * bytes are gathered: `finish()` ends it and answers the PDF.
 */
export async function bufferedPdf(
  options: ConstructorParameters<PdfKit>[0],
): Promise<{ doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> }> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ ...options, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
