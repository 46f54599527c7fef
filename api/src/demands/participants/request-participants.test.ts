// Demands m5: the participants created on the request form exist only once the request is
// saved, in the save's transaction, and their one e-mail is the invitation naming the request.
// Until 'Concluir' the form sends nothing (its screen test): an abandoned form reaches no route.
import { eq, sql } from 'drizzle-orm';
import { ADMIN_API_MESSAGES, MESSAGES } from '@dpohub/domain';
import { eventsAfter, lastEventId } from '../../audit/audit-test-support';
import { demandParticipants, demands, notificationOutbox, userRoles, users } from '../../db/schema';
import { readAllMail } from '../../mail/outbox';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import {
  clientRequestDto,
  demandTestLogins,
  multipart,
  pdf,
  userIdOf,
} from '../demand-test-support';

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
beforeAll(async () => {
  t = await createTestApp();
  // Wednesday 25/11/2026: the dto's deadline (21/12/2026) is a future business day.
  t.clock.set(new Date('2026-11-25T12:00:00-03:00'));
  as = await demandTestLogins(t);
});
afterAll(() => t.close());

const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Paula Auditora',
  jobTitle: 'Auditora Externa',
  email,
  department: 'Auditoria',
  ...overrides,
});

function save(headers: Record<string, string>, dto: object, id?: number) {
  const body = multipart(dto, [pdf('Contrato.pdf')]);
  return t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: `/api/solicitacao/documentos-consultas${id ? `/${id}` : ''}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function accountOf(email: string) {
  const [user] = await t.app.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

async function mailsTo(email: string) {
  await t.mailer.idle();
  return (await readAllMail(t.config.outboxDir)).filter((mail) => mail.to === email);
}

async function participantIds(demandId: number) {
  const rows = await t.app.db
    .select({ userId: demandParticipants.userId })
    .from(demandParticipants)
    .where(eq(demandParticipants.demandId, demandId));
  return rows.map((row) => row.userId);
}

describe('participants created with the request (demands m5)', () => {
  it("creates the account on 'Concluir', attaches it, and e-mails the invitation naming the request", async () => {
    const email = 'paula.auditora@externa.local';
    const before = await lastEventId(t.app.db);
    const response = await save(
      as.granular,
      clientRequestDto({ novosParticipantes: [person(email)] }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();

    const account = await accountOf(email);
    expect(account).toMatchObject({
      username: email,
      name: 'Paula Auditora',
      jobTitle: 'Auditora Externa',
      department: 'Auditoria',
      clientId: 1001,
      employeeDanielLaw: 0,
      enabled: true,
    });
    const roles = await t.app.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, account!.id));
    // ROLE_USER (2) and the participant role (23) only.
    expect(roles.map((role) => role.roleId).sort((a, b) => a - b)).toEqual([2, 23]);
    expect(await participantIds(id)).toEqual([account!.id]);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`DPOHUB - Cadastro de acesso: solicitação nº ${id}`);
    expect(mail!.text).toContain('Olá, Paula Auditora.');
    expect(mail!.text).toContain(
      `Rafael Oliveira (Acme Indústria Ltda) incluiu você como participante da solicitação nº ${id}: Revisão do contrato de parceria.`,
    );
    expect(mail!.text).toContain('Prazo: Urgente - 21/12/2026');
    expect(mail!.text).toContain(
      `Depois, acesse a solicitação: http://localhost:3000/clientDemands/details/${id}`,
    );
    // The first-password link opens the request afterwards (the sign-in pages carry 'retorno').
    const link = new URL(/(http:\/\/\S+\/newPassword\?\S+)/.exec(mail!.text)![1]!);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('invite')).toMatch(/^[\w-]{20,}$/);
    expect(link.searchParams.get('retorno')).toBe(`/clientDemands/details/${id}`);
    expect(mail!.html).toContain(`<a href="http://localhost:3000/clientDemands/details/${id}">`);

    // Its one e-mail: no separate 'Você foi incluído(a)' notice is queued for it.
    const notices = await t.app.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipientUserId, account!.id));
    expect(notices).toEqual([]);

    // The invitation works: the password is set through it.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/set-password',
      payload: { token: link.searchParams.get('invite'), password: 'Nova@Senha123' },
    });
    expect(set.statusCode).toBeLessThan(300);

    const events = await eventsAfter(t.app.db, before);
    expect(events.map((event) => event.kind)).toEqual([
      'user.created',
      'demand.created',
      'demand.fileAdded',
      'demand.participantAdded',
      'user.passwordSet',
    ]);
    expect(events[3]!.details!.changes).toEqual([
      { field: 'participant', added: ['Paula Auditora'] },
    ]);
  });

  it('tells an existing user chosen as participant as before, beside the new one', async () => {
    const existing = await userIdOf(t, 'participante');
    const email = 'novo.e.existente@externa.local';
    const response = await save(
      as.clientAdmin,
      clientRequestDto({ participants: [{ id: existing }], novosParticipantes: [person(email)] }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const created = await accountOf(email);
    expect((await participantIds(id)).sort((a, b) => a - b)).toEqual(
      [existing, created!.id].sort((a, b) => a - b),
    );
    const notices = await t.app.db
      .select({ to: notificationOutbox.recipientUserId, subject: notificationOutbox.subject })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.demandId, id));
    expect(notices).toContainEqual({
      to: existing,
      subject: 'Você foi incluído(a) na solicitação: Revisão do contrato de parceria',
    });
    expect(notices.filter((notice) => notice.to === created!.id)).toEqual([]);
  });

  it('creates no account and sends nothing when the save is refused', async () => {
    const first = 'primeiro.recusado@externa.local';
    // A past deadline: the request is refused, and with it the participants.
    const past = await save(
      as.granular,
      clientRequestDto({ prazo: '2020-01-06', novosParticipantes: [person(first)] }),
    );
    expect(past.statusCode).toBe(400);
    // The second person's e-mail is a user's already: nobody is created, the first neither.
    const taken = await save(
      as.granular,
      clientRequestDto({
        novosParticipantes: [
          person(first),
          person('cliente.admin@acme.local', { name: 'Outra Pessoa' }),
        ],
      }),
    );
    const takenEmail = (
      await t.app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.username, 'cliente.admin'))
    )[0]!.email;
    expect(takenEmail).toBe('cliente.admin@acme.local');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: ADMIN_API_MESSAGES.emailTaken });
    // The same person twice in one form.
    const twice = await save(
      as.granular,
      clientRequestDto({ novosParticipantes: [person(first), person(first.toUpperCase())] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: MESSAGES.participantDuplicate });
    // A field the form requires.
    const missing = await save(
      as.granular,
      clientRequestDto({ novosParticipantes: [person(first, { department: ' ' })] }),
    );
    expect(missing.json()).toEqual({ message: `${MESSAGES.required}: department` });

    expect(await accountOf(first)).toBeUndefined();
    expect(await mailsTo(first)).toEqual([]);
  });

  it('rolls the accounts back with a save that fails inside its transaction', async () => {
    const email = 'dentro.da.transacao@externa.local';
    const before = await lastEventId(t.app.db);
    // The participants' links fail after the accounts were written, as a clash with a concurrent
    // save would (a unique violation): the whole save goes back.
    await t.app.db.execute(sql`
      create function refuse_participant() returns trigger language plpgsql as $$
      begin raise exception 'simulated clash' using errcode = '23505'; end $$`);
    await t.app.db.execute(sql`
      create trigger refuse_participant before insert on demand_participants
      for each row execute function refuse_participant()`);
    try {
      const response = await save(
        as.granular,
        clientRequestDto({ demanda: 'Salvamento que falha', novosParticipantes: [person(email)] }),
      );
      expect(response.statusCode).toBe(409);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_participant on demand_participants`);
      await t.app.db.execute(sql`drop function refuse_participant()`);
    }
    expect(await accountOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
    expect(await eventsAfter(t.app.db, before)).toEqual([]);
    const saved = await t.app.db
      .select({ id: demands.id })
      .from(demands)
      .where(eq(demands.demanda, 'Salvamento que falha'));
    expect(saved).toEqual([]);
  });

  it('creates them with an edit too, and refuses a participant creating any', async () => {
    const id = (await save(as.granular, clientRequestDto())).json<{ id: number }>().id;
    const email = 'na.edicao@externa.local';
    const edited = await save(
      as.granular,
      clientRequestDto({ novosParticipantes: [person(email, { name: 'Edna Edição' })] }),
      id,
    );
    expect(edited.statusCode).toBe(200);
    const created = await accountOf(email);
    expect(await participantIds(id)).toEqual([created!.id]);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      `DPOHUB - Cadastro de acesso: solicitação nº ${id}`,
    ]);

    const participant = bearer(await t.login('participante'));
    const refused = await save(
      participant,
      clientRequestDto({ novosParticipantes: [person('do.participante@externa.local')] }),
    );
    expect(refused.statusCode).toBe(403);
    expect(await accountOf('do.participante@externa.local')).toBeUndefined();
  });
});
