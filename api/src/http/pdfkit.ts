import type PDFKit from 'pdfkit';

export type PdfKit = typeof PDFKit;

// pdfkit loads its font metrics on first use: only the PDFs (the assessment dossier, the budget
// statement) need it, so the API's start does not pay for it.
let pdfkit: Promise<PdfKit> | undefined;

export const loadPdfKit = () =>
  (pdfkit ??= import('pdfkit').then(
    (module) => ((module as { default?: PdfKit }).default ?? module) as PdfKit,
  ));
