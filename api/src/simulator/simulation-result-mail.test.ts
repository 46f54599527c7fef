import { readFile } from 'node:fs/promises';
import { LEAD_UNSUBSCRIBE_LABELS, SIMULATION_RESULT_KIND } from '@dpohub/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { leads, notificationOutbox } from '../db/schema';
import { readAllMail } from '../mail/outbox';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { unsubscribeToken } from './lead-unsubscribe';
import { EXAMPLE_1, leadToken, simulationPayload } from './simulator-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A lead registers, creates its simulation and computes it (example 1: R$ 28.250,00). */
async function simulate(email: string, infoEmail = true, name = 'Ana Souza') {
  const lead = await leadToken(t, { email, infoEmail, name, company: 'Empresa X' });
  const { id } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/simulacao_multa/save_lp',
      headers: bearer(lead),
      payload: simulationPayload({ createdByUserLP: true }),
    })
  ).json();
  const computed = await t.app.inject({
    method: 'PUT',
    url: `/api/simulacao_multa/${id}`,
    headers: bearer(lead),
    payload: simulationPayload({ ...EXAMPLE_1, id, createdByUserLP: true }),
  });
  expect(computed.statusCode).toBe(200);
  return { lead, id: id as number };
}

async function leadIdsOf(email: string): Promise<number[]> {
  const rows = await t.app.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(sql`lower(${leads.email})`, email))
    .orderBy(asc(leads.id));
  return rows.map((row) => row.id);
}

async function mailsTo(email: string) {
  await t.app.notifications.idle();
  await t.app.notifications.deliverDue();
  return (await readAllMail(t.config.outboxDir)).filter((mail) => mail.to === email);
}

const unsubscribe = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/lead/descadastrar', payload: { token } });

/** The unsubscribe token of the last line of a result e-mail. */
const tokenOf = (text: string) =>
  new URL(text.split('\n').at(-1)!.split(': ')[1]!).searchParams.get('token')!;

describe("the public simulator's result e-mail (issue 30)", () => {
  it('sends the visitor the value, the one-page PDF with the steps and the firm, and a link that withdraws consent and erases the lead', async () => {
    const { id } = await simulate('resultado@lead.com');
    const [mail, ...more] = await mailsTo('resultado@lead.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Resultado da sua simulação de multa: R$ 28.250,00');
    expect(mail!.text).toContain('O valor simulado da multa é R$ 28.250,00 (infração média).');
    expect(mail!.attachments).toEqual([`simulacao-de-multa-${id}.pdf`]);
    const link = new URL(mail!.text.split('\n').at(-1)!.split(': ')[1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicPortalUrl}/descadastrar`);

    // The .eml carries one PDF of one page.
    const eml = await readFile(mail!.file, 'utf8');
    expect(eml).toContain(`Content-Type: application/pdf; name=simulacao-de-multa-${id}.pdf`);
    const base64 = eml.split(`filename=simulacao-de-multa-${id}.pdf`)[1]!.split('\n\n')[1]!;
    const pdf = Buffer.from(base64.split('\n--')[0]!.replace(/\s/g, ''), 'base64').toString(
      'latin1',
    );
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);

    // The link withdraws the consent and erases the lead from the firm's list: every
    // registration of the address, in one transaction with the trail's events (ids only).
    await simulate('Resultado@lead.com', true, 'Ana Silva');
    expect(await mailsTo('Resultado@lead.com')).toHaveLength(1);
    const registrations = await leadIdsOf('resultado@lead.com');
    expect(registrations).toHaveLength(2);
    const before = await lastEventId(t.app.db);
    const done = await unsubscribe(tokenOf(mail!.text));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: LEAD_UNSUBSCRIBE_LABELS.done });
    expect(await leadIdsOf('resultado@lead.com')).toEqual([]);
    const events = await eventsAfter(t.app.db, before);
    expect(events.map((event) => [event.kind, event.recordId])).toEqual([
      ['lead.consentWithdrawn', registrations[0]],
      ['lead.erased', registrations[0]],
      ['lead.erased', registrations[1]],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/resultado@lead\.com|Ana S(ouza|ilva)/i);
    // The firm's list no longer has the address; the simulation stays, with no one's data.
    const admin = await t.login('admin');
    const leadsList = await t.app.inject({
      method: 'GET',
      url: '/api/simulacao_multa/filter?search=resultado@lead.com',
      headers: bearer(admin),
    });
    expect(leadsList.json().content).toEqual([]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/simulacao_multa/${id}`,
      headers: bearer(admin),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().contato).toBeNull();
    // The link used again finds the lead erased already: the same confirmation.
    expect((await unsubscribe(tokenOf(mail!.text))).json()).toEqual({
      message: LEAD_UNSUBSCRIBE_LABELS.done,
    });
  });

  it('drops the result e-mails not sent yet to an address that withdrew', async () => {
    await simulate('pendente@lead.com');
    const [first] = await mailsTo('pendente@lead.com');
    // A result still waiting in the outbox (a retry, say) when the visitor follows the link.
    const later = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    const [waiting] = await t.app.db
      .insert(notificationOutbox)
      .values({
        kind: SIMULATION_RESULT_KIND,
        recipientUserId: null,
        toEmail: 'Pendente@lead.com',
        subject: 'Resultado da sua simulação de multa: R$ 28.250,00',
        body: 'Olá.',
        demandId: null,
        createdAt: t.clock.now(),
        nextAttemptAt: later,
      })
      .returning({ id: notificationOutbox.id });
    expect((await unsubscribe(tokenOf(first!.text))).statusCode).toBe(200);
    expect(
      await t.app.db
        .select({ id: notificationOutbox.id })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.id, waiting!.id)),
    ).toEqual([]);
  });

  it('sends nothing to a visitor who did not tick "Quero receber as informações por e-mail"', async () => {
    await simulate('sememail@lead.com', false);
    expect(await mailsTo('sememail@lead.com')).toEqual([]);
  });

  it('refuses a forged or damaged token with 400 and the Portuguese message', async () => {
    const invalid = { message: LEAD_UNSUBSCRIBE_LABELS.invalid };
    const forged = unsubscribeToken('another secret', 1);
    for (const token of [forged, '1.abc', 'x', `${forged}x`, '']) {
      const answer = await unsubscribe(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject(invalid);
    }
    // A genuine token of a lead that no longer exists (erased already): nothing left to do.
    const gone = await unsubscribe(unsubscribeToken(t.config.jwtSecret, 2147483000));
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: LEAD_UNSUBSCRIBE_LABELS.done });
  });
});
