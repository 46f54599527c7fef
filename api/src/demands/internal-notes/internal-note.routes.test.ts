import ExcelJS from 'exceljs';
import { INTERNAL_NOTE_MESSAGES, SERVICE_TYPE } from '@dpohub/domain';
import { brazilianDate } from '../../clock';
import { readAllMail } from '../../mail/outbox';
import { DEMO_CLIENTS } from '../../seed/demo-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demandTestLogins, postClientRequest, postComment, userIdOf } from '../demand-test-support';

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
let id: number;
// A text no other record holds: found anywhere, it leaked.
const SECRET = 'Cliente ligou irritado; negociar honorários 7QX';

beforeAll(async () => {
  t = await createTestApp();
  as = await demandTestLogins(t);
  id = await postClientRequest(t, as.granular, {
    serviceType: { id: SERVICE_TYPE.CONSULTA },
    tipoConsulta: 'Parecer',
    demanda: 'Consulta sobre retenção de currículos',
    descricaoTrabalho: 'Por quanto tempo guardar currículos recusados?',
    prazoAtendimento: 'SLA',
    consumoHoras: false,
    participants: [{ id: await userIdOf(t, 'participante') }],
  });
}, 180_000);
afterAll(() => t.close());

const notesUrl = () => `/api/solicitacao/${id}/notas-internas`;
const addNote = (text: string, headers = as.admin) =>
  t.app.inject({ method: 'POST', url: notesUrl(), headers, payload: { text } });

/** Every cell of every sheet, as text. */
async function workbookText(payload: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
  }
  return cells.join('\n');
}

describe('internal notes (issue 29, beyond)', () => {
  it('are written and read by the firm, oldest first, with author and date', async () => {
    const first = await addNote(`  ${SECRET}  `);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      text: SECRET,
      createdBy: { name: 'Administrador DPOHUB' },
      createdAt: t.clock.now().toISOString(),
    });
    expect((await addNote('Aguardar retorno do RH')).statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: notesUrl(), headers: as.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((note: { text: string }) => note.text)).toEqual([
      SECRET,
      'Aguardar retorno do RH',
    ]);
  });

  it.each([
    ['', INTERNAL_NOTE_MESSAGES.empty],
    ['   ', INTERNAL_NOTE_MESSAGES.empty],
    ['x'.repeat(2001), 'Quantidade máxima de 2000 caracteres'],
  ])('refuses %j with a Portuguese 400', async (text, message) => {
    const response = await addNote(text);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 400 to a body without text and 404 to an unknown demand', async () => {
    const noText = await t.app.inject({
      method: 'POST',
      url: notesUrl(),
      headers: as.admin,
      payload: { texto: 'x' },
    });
    expect(noText.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao/999999/notas-internas',
      headers: as.admin,
      payload: { text: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses every client user, the request’s own people included, on both calls', async () => {
    for (const headers of [as.clientAdmin, as.granular, as.participant, as.beta]) {
      const read = await t.app.inject({ method: 'GET', url: notesUrl(), headers });
      expect(read.statusCode).toBe(403);
      expect(read.body).not.toContain(SECRET);
      const write = await addNote('Nota de um cliente', headers);
      expect(write.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: notesUrl() });
    expect(anonymous.statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: notesUrl(), headers: as.admin });
    expect(list.json()).toHaveLength(2);
  });

  it('stay out of every answer and export a client reads, and out of every e-mail', async () => {
    // A firm comment beside the notes: the client sees it, and only it.
    const comment = await postComment(t, id, as.admin, 'Recebemos, retornaremos em breve');
    expect(comment.statusCode).toBe(201);

    const [year, mm, dd] = brazilianDate(t.clock.now()).split('-');
    const month = `${mm}/${year}`;
    const day = `${dd}/${mm}/${year}`;
    const clientRoutes = [
      `/api/solicitacao/documentos-consultas/${id}`,
      `/api/solicitacao/${id}`,
      `/api/solicitacao/${id}/solicitacao-comentario`,
      `/api/solicitacao/${id}/anexo-comentario`,
      '/api/solicitacao/documentos-consultas/filter?page=0&size=100&sort=prazo,asc',
      `/api/solicitacao-participante/${id}`,
      `/api/controle-orcamentario/${id}`,
      `/api/auditoria?clientId=${DEMO_CLIENTS.acme.id}&recordType=demand&recordId=${id}`,
    ];
    const exports = [
      `/api/controle-orcamentario/export-excel?periodoInicial=${month}&periodoFinal=${month}`,
      `/api/auditoria/export-excel?clientId=${DEMO_CLIENTS.acme.id}&periodoInicial=${day}&periodoFinal=${day}`,
    ];
    const read: string[] = [];
    for (const [who, headers] of Object.entries({
      clientAdmin: as.clientAdmin,
      granular: as.granular,
      participant: as.participant,
    })) {
      for (const url of clientRoutes) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) continue;
        read.push(`${who} ${url}`);
        expect({ who, url, leaked: response.body.includes(SECRET) }).toEqual({
          who,
          url,
          leaked: false,
        });
      }
      for (const url of exports) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) continue;
        read.push(`${who} ${url.split('?')[0]}`);
        expect((await workbookText(response.rawPayload)).includes(SECRET)).toBe(false);
      }
    }
    // The routes that matter answered: details, comments and the client's exports.
    expect(read).toEqual(
      expect.arrayContaining([
        `clientAdmin /api/solicitacao/documentos-consultas/${id}`,
        `clientAdmin /api/solicitacao/${id}/solicitacao-comentario`,
        `clientAdmin /api/controle-orcamentario/${id}`,
        'clientAdmin /api/controle-orcamentario/export-excel',
        'clientAdmin /api/auditoria/export-excel',
        `granular /api/solicitacao/documentos-consultas/${id}`,
        `participant /api/solicitacao/documentos-consultas/${id}`,
        `participant /api/solicitacao/${id}/solicitacao-comentario`,
      ]),
    );
    const comments = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}/solicitacao-comentario`,
      headers: as.granular,
    });
    expect(comments.json().map((c: { description: string }) => c.description)).toEqual([
      'Recebemos, retornaremos em breve',
    ]);

    // The audit trail: the firm sees that a note was added, a client administrator does not.
    const trail = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/auditoria?clientId=${DEMO_CLIENTS.acme.id}&recordType=demand&recordId=${id}`,
        headers,
      });
    const kinds = async (headers: Record<string, string>) =>
      (await trail(headers)).json<{ content: { kind: string }[] }>().content.map((e) => e.kind);
    expect(await kinds(as.admin)).toContain('demand.noteAdded');
    expect(await kinds(as.clientAdmin)).not.toContain('demand.noteAdded');

    await t.app.notifications.idle();
    await t.app.notifications.deliverDue();
    const mails = await readAllMail(t.config.outboxDir);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).not.toContain(SECRET);
  });
});
