import { execFile } from 'node:child_process';

// pdf-parse (pdf.js) sets up its worker with a dynamic import(), which Jest's module sandbox
// cannot run without --experimental-vm-modules: the PDF is read by a plain Node child instead.
const SCRIPT = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  const result = await parser.getText();
  await parser.destroy();
  process.stdout.write(result.text);
});
`;

/** The text of a PDF as pdf.js extracts it, whitespace runs folded to one space. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', SCRIPT, require.resolve('pdf-parse')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout.replace(/\s+/g, ' '))),
    );
    child.stdin!.end(pdf);
  });
}
