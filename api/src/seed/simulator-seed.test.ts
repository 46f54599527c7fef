import { eq } from 'drizzle-orm';
import { SIMULATION_ORIGIN, computeFine } from '@dpohub/domain';
import { fineSimulations, leads, simulationDocuments } from '../db/schema';
import { readAll } from '../files/file-storage';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import {
  DEMO_LEADS,
  DEMO_SIMULATIONS,
  seedSimulatorDemo,
  writeDemoAttachments,
} from './simulator-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('simulator demo data', () => {
  it('seeds the leads and simulations of both origins once, computed by the dosimetry', async () => {
    await seedSimulatorDemo(t.app.db);
    expect(await t.app.db.select().from(leads)).toHaveLength(DEMO_LEADS.length);
    const rows = await t.app.db.select().from(fineSimulations);
    expect(rows).toHaveLength(DEMO_SIMULATIONS.length);
    const origins = new Set(rows.map((row) => row.origin));
    expect(origins).toEqual(new Set([SIMULATION_ORIGIN.DPO, SIMULATION_ORIGIN.LANDING_PAGE]));
    for (const row of rows) {
      expect(row.valorSimulado).toBe(computeFine(row.answers!).valorSimulado);
    }
  });

  it('writes the attachments through the storage at start-up, once', async () => {
    const documents = await t.app.db.select().from(simulationDocuments);
    const expected = DEMO_SIMULATIONS.flatMap((simulation) => simulation.attachments ?? []);
    expect(documents.map((document) => document.filename).sort()).toEqual([...expected].sort());
    expect(documents.every((document) => document.storageKey !== '' && document.size > 0)).toBe(
      true,
    );
    expect(await writeDemoAttachments(t.app.db, t.app.fileStorage)).toBe(0);

    const pdf = await readAll(await t.app.fileStorage.open(documents[0]!.storageKey));
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('%%EOF');
  });

  it('serves a demo attachment for download', async () => {
    const [document] = await t.app.db
      .select()
      .from(simulationDocuments)
      .where(eq(simulationDocuments.filename, 'Relatório de impacto.pdf'));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/simulacao_multa/download/${document!.simulationId}?documentId=${document!.id}`,
      headers: bearer(await t.login('cliente.admin')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
