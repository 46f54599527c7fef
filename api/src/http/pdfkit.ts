import type PDFKit from 'pdfkit';

export type PdfKit = typeof PDFKit;

// pdfkit loads its font metrics on first use: only the PDFs (the assessment dossier, the budget
// statement) need it, so the API's start does not pay for it.
let pdfkit: Promise<PdfKit> | undefined;

const loadPdfKit = () =>
  (pdfkit ??= import('pdfkit').then(
    (module) => ((module as { default?: PdfKit }).default ?? module) as PdfKit,
  ));

/** The palette of every PDF the API draws (dossier, statement, simulation result). */
export const PDF_COLOR = {
  text: '#1f2933',
  muted: '#52606d',
  heading: '#0b3d6b',
  rule: '#cbd2d9',
  band: '#f0f4f8',
} as const;

// The standard fonts draw WinAnsi only: the signs the calculation texts use beyond it, in ASCII.
const BEYOND_WIN_ANSI: Readonly<Record<string, string>> = {
  '−': '-',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
};

/** Text as pdfkit's standard Helvetica can draw it (× ÷ º § and accents are WinAnsi already). */
export function pdfText(text: string): string {
  return text.replace(/[−≈≤≥]/g, (sign) => BEYOND_WIN_ANSI[sign]!);
}

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
