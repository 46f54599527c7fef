import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { eq } from 'drizzle-orm';
import { SIMULATOR_API_MESSAGES } from '@dpohub/domain';
import { fineSimulations, leads } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { computedLeadSimulation, leadToken } from './simulator-test-support';

// Issue 30: the firm follows up the simulator's leads (status, who and when), filters them by
// status, and erases one on request.

let t: TestApp;
let admin: string;
let clientAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  clientAdmin = await t.login('cliente.admin');
});
afterAll(() => t.close());

/** A lead that registered and computed one simulation; its lead id and simulation id. */
async function leadWithSimulation(email: string) {
  const token = await leadToken(t, { email, name: 'Lívia Lead', company: 'Acompanha Ltda' });
  const id = await computedLeadSimulation(t, token);
  const [row] = await t.app.db
    .select({ leadId: fineSimulations.leadId })
    .from(fineSimulations)
    .where(eq(fineSimulations.id, id));
  return { simulationId: id, leadId: row!.leadId! };
}

const list = async (query: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/simulacao_multa/filter?size=100&${query}`,
      headers: bearer(admin),
    })
  ).json();

const setStatus = (token: string, leadId: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/lead/${leadId}/acompanhamento`,
    headers: bearer(token),
    payload: { status },
  });

describe('PUT /api/lead/{id}/acompanhamento', () => {
  it('records the status with who set it and when, and the list filters by it', async () => {
    const { simulationId, leadId } = await leadWithSimulation('acompanha@lead.com');
    const fresh = await list('search=acompanha@lead.com');
    expect(fresh.content[0]).toMatchObject({
      id: simulationId,
      leadId,
      acompanhamento: { status: 'NOVO', por: null, em: null },
    });

    const answer = await setStatus(admin, leadId, 'PROPOSTA_ENVIADA');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'PROPOSTA_ENVIADA',
      por: 'Administrador DPOHUB',
      em: t.clock.now().toISOString(),
    });

    const sent = await list('acompanhamento=PROPOSTA_ENVIADA');
    expect(sent.content.map((row: { id: number }) => row.id)).toContain(simulationId);
    expect(sent.content.find((row: { id: number }) => row.id === simulationId)).toMatchObject({
      acompanhamento: { status: 'PROPOSTA_ENVIADA', por: 'Administrador DPOHUB' },
    });
    const fresh2 = await list('acompanhamento=NOVO');
    expect(fresh2.content.map((row: { id: number }) => row.id)).not.toContain(simulationId);
  });

  it('refuses an unknown status (400), a client administrator (403) and a missing lead (404)', async () => {
    const { leadId } = await leadWithSimulation('recusa@lead.com');
    expect((await setStatus(admin, leadId, 'Proposta enviada')).statusCode).toBe(400);
    expect((await setStatus(clientAdmin, leadId, 'CONTATADO')).statusCode).toBe(403);
    const missing = await setStatus(admin, 99999999, 'CONTATADO');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: SIMULATOR_API_MESSAGES.leadNotFound });
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/simulacao_multa/filter?acompanhamento=QUALQUER',
      headers: bearer(admin),
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('DELETE /api/lead/{id}', () => {
  it("erases the lead's data and consent; its simulation stays, anonymous", async () => {
    const { simulationId, leadId } = await leadWithSimulation('apagar@lead.com');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/lead/${leadId}`,
          headers: bearer(clientAdmin),
        })
      ).statusCode,
    ).toBe(403);

    const before = await lastEventId(t.app.db);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/lead/${leadId}`,
      headers: bearer(admin),
    });
    expect(erased.statusCode).toBe(204);
    // The trail keeps that it happened and who did it, with the lead's id only.
    const [event, ...more] = await eventsAfter(t.app.db, before);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ kind: 'lead.erased', recordType: 'lead', recordId: leadId });
    expect(event!.details!.actorName).toBe('Administrador DPOHUB');
    expect(JSON.stringify(event)).not.toContain('apagar@lead.com');
    expect(await t.app.db.select().from(leads).where(eq(leads.id, leadId))).toEqual([]);
    expect((await list('search=apagar@lead.com')).content).toEqual([]);
    const row = (await list('origin=LANDING_PAGE')).content.find(
      (item: { id: number }) => item.id === simulationId,
    );
    expect(row).toMatchObject({
      createdBy: '',
      email: '',
      empresa: null,
      leadId: null,
      consentimento: null,
      acompanhamento: null,
    });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/lead/${leadId}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });
});
