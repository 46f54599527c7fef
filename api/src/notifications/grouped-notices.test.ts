import { SERVICE_TYPE } from '@dpohub/domain';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import {
  activeLawyerId,
  demandTestLogins,
  postClientRequest,
  postComment,
} from '../demands/demand-test-support';
import { readAllMail, type OutboxMail } from '../mail/outbox';
import { createTestApp, type TestApp } from '../test/test-app';

// Demands m17: a person's notices of one demand within the window go as one e-mail, with an HTML
// part beside the text and the reply address the firm configured.
const WINDOW_SECONDS = 120;
let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
const seen = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ notificationGroupSeconds: WINDOW_SECONDS });
  as = await demandTestLogins(t);
}, 180_000);
afterAll(() => t.close());

async function newMail(): Promise<OutboxMail[]> {
  await t.app.notifications.idle();
  await t.app.notifications.deliverDue();
  const fresh = (await readAllMail(t.config.outboxDir)).filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh.sort((a, b) => a.to.localeCompare(b.to));
}

const AUTHOR = 'cliente.usuario@acme.local';
const CLIENT_ADMIN = 'cliente.admin@acme.local';
const ADMIN = 'admin@dpohub.local';

const comment = (id: number, headers: Record<string, string>, description: string) =>
  postComment(t, id, headers, description);

const setReplyTo = (replyTo: string | null, headers = as.admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/escritorio/email-resposta',
    headers,
    payload: { replyTo },
  });

describe('grouped notices, HTML part and reply address (demands m17)', () => {
  it('keeps the reply address with the firm settings, firm admins only, a valid e-mail or none', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/escritorio/email-resposta',
          headers: as.admin,
        })
      ).json(),
    ).toEqual({ replyTo: null });
    const bad = await setReplyTo('contato@');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Formato de email inválido');
    expect((await setReplyTo('contato@escritorio.com.br', as.clientAdmin)).statusCode).toBe(403);
    const trailBefore = await lastEventId(t.app.db);
    const saved = await setReplyTo('  contato@escritorio.com.br ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ replyTo: 'contato@escritorio.com.br' });
    const [event] = await eventsAfter(t.app.db, trailBefore, 'firm.replyToChanged');
    expect(event!.details!.changes).toEqual([
      { field: 'replyTo', before: null, after: 'contato@escritorio.com.br' },
    ]);
  });

  it("sends one e-mail per person for a demand's notices within the window", async () => {
    const id = await postClientRequest(t, as.granular, {
      serviceType: { id: SERVICE_TYPE.CONTRATO },
      tipoAvaliacao: 'PROTECAO_DE_DADOS',
      demanda: 'Contrato de hospedagem',
      descricaoTrabalho: 'Cláusulas de segurança.',
      prazoAtendimento: 'SLA',
      consumoHoras: false,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/solicitacao/${id}/dados-internos`,
      headers: as.admin,
      payload: {
        valor: 900,
        horas: '002:00:00',
        lawyer: await activeLawyerId(t),
        areaInterna: 'Legal Design',
      },
    });
    for (const status of ['NAO_INICIADO', 'EM_CURSO']) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/solicitacao/${id}?status=${status}`,
        headers: as.admin,
      });
      expect(changed.statusCode).toBe(200);
    }
    expect((await comment(id, as.admin, 'Minuta em revisão')).statusCode).toBe(201);
    // Within the window nothing has gone yet.
    expect(await newMail()).toEqual([]);

    t.clock.advance(WINDOW_SECONDS * 1000 + 1);
    const mails = await newMail();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [ADMIN, 'Nova solicitação de Acme Indústria Ltda: Contrato de hospedagem'],
      [CLIENT_ADMIN, '3 avisos sobre a solicitação: Contrato de hospedagem'],
      [AUTHOR, '3 avisos sobre a solicitação: Contrato de hospedagem'],
    ]);
    const grouped = mails.find((mail) => mail.to === AUTHOR)!;
    expect(grouped.text).toMatch(
      /^Olá, Rafael Oliveira\.\n\n3 avisos sobre esta solicitação:\n\n1\. Solicitação aceita: Contrato de hospedagem\nStatus alterado para Não iniciado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.\n\n2\. Solicitação em curso: Contrato de hospedagem\nStatus alterado para Em curso em .+\n\n3\. Novo comentário em: Contrato de hospedagem\nAdministrador DPOHUB comentou:\n\n"Minuta em revisão"\n\nSolicitação: Contrato de hospedagem\nCliente: Acme Indústria Ltda\nModalidade: Contrato\nPrazo: \d{2}\/\d{2}\/\d{4}\n\nAcesse a solicitação: http:\/\/localhost:3000\/clientDemands\/details\/\d+\n\n—\nDPOHUB/,
    );
    expect(grouped.text.match(/Acesse a solicitação/g)).toHaveLength(1);
    // Every e-mail: the HTML part with the same words and the link, and the firm's reply address.
    for (const mail of mails) {
      expect(mail.replyTo).toBe('contato@escritorio.com.br');
      expect(mail.html).toContain('<html lang="pt-BR">');
      expect(mail.html).toContain(`<a href="http://localhost:3000/clientDemands/details/${id}">`);
    }
    expect(grouped.html).toContain('1. Solicitação aceita: Contrato de hospedagem<br>');

    // After the e-mail went, the next notice opens a window of its own and goes alone.
    expect((await comment(id, as.admin, 'Enviada')).statusCode).toBe(201);
    expect(await newMail()).toEqual([]);
    t.clock.advance(WINDOW_SECONDS * 1000 + 1);
    expect((await newMail()).map((mail) => [mail.to, mail.subject])).toEqual([
      [CLIENT_ADMIN, 'Novo comentário em: Contrato de hospedagem'],
      [AUTHOR, 'Novo comentário em: Contrato de hospedagem'],
    ]);

    // Without a reply address, the e-mails name none.
    expect((await setReplyTo('')).json()).toEqual({ replyTo: null });
    expect((await comment(id, as.admin, 'Concluída')).statusCode).toBe(201);
    t.clock.advance(WINDOW_SECONDS * 1000 + 1);
    for (const mail of await newMail()) expect(mail.replyTo).toBeUndefined();
  });
});
