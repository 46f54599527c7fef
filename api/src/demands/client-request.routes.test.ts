import { eq } from 'drizzle-orm';
import { MESSAGES, PARTICIPANT_MESSAGES, SERVICE_TYPE, type Page } from '@dpohub/domain';
import { demandDocuments, demands, users } from '../db/schema';
import { ADMIN_DEMO_PASSWORD } from '../seed/admin-seed';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import {
  attachParticipant,
  clientRequestDto,
  demandOf,
  demandTestLogins,
  multipart,
  pdf,
  userIdOf,
  type Upload,
} from './demand-test-support';

// The day the tests run in, whatever the machine's date.
const TODAY_FOR_DEADLINES = new Date('2026-11-25T12:00:00-03:00');

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
let withoutRole: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // Deadlines below are future business days as of this day (Wednesday 25/11/2026).
  t.clock.set(TODAY_FOR_DEADLINES);
  as = await demandTestLogins(t);
  withoutRole = bearer(await t.login('acme.temporario', ADMIN_DEMO_PASSWORD));
});
afterAll(() => t.close());

const dto = clientRequestDto;

async function send(
  method: 'POST' | 'PUT',
  headers: Record<string, string>,
  body: ReturnType<typeof multipart>,
  id?: number,
) {
  return t.app.inject({
    method,
    url: `/api/solicitacao/documentos-consultas${id ? `/${id}` : ''}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/solicitacao/documentos-consultas', () => {
  it('creates a PENDENTE request of the user client with its files and participants', async () => {
    const participant = await userIdOf(t, 'participante');
    const response = await send(
      'POST',
      as.granular,
      multipart(
        dto({ participants: [{ id: participant }], client: { id: DEMO_CLIENTS.beta.id } }),
        [pdf('Contrato.pdf'), pdf('Anexo.docx')],
      ),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: as.participant,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'PENDENTE',
      client: { id: DEMO_CLIENTS.acme.id },
      tipoAvaliacao: 'PROTECAO_DE_DADOS',
      tipoConsulta: null,
      valor: null,
      lawyer: null,
    });
    expect(
      detail.json().solicitacaoDocumentos.map((doc: { filename: string }) => doc.filename),
    ).toEqual(['Contrato.pdf', 'Anexo.docx']);
  });

  it("carries the author's name and department into 'Autor da Demanda' and 'Área demandante' (m8)", async () => {
    const response = await send('POST', as.granular, multipart(dto()));
    const { id } = response.json<{ id: number }>();
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${id}`,
      headers: as.admin,
    });
    expect(staff.json()).toMatchObject({
      autorDemanda: 'Rafael Oliveira',
      areaDemandante: 'Compliance',
      createdBy: { name: 'Rafael Oliveira' },
    });
  });

  it('refuses an inactive user, a user of another client and a duplicate as participants', async () => {
    const inactive = await send(
      'POST',
      as.clientAdmin,
      multipart(dto({ participants: [{ id: await userIdOf(t, 'acme.inativo') }] })),
    );
    expect(inactive.json().message).toBe(PARTICIPANT_MESSAGES.inactiveUser);
    const beta = await send(
      'POST',
      as.clientAdmin,
      multipart(dto({ participants: [{ id: await userIdOf(t, 'beta.usuario') }] })),
    );
    expect(beta.json().message).toBe(PARTICIPANT_MESSAGES.userOfAnotherClient);
    const participant = await userIdOf(t, 'participante');
    const twice = await send(
      'POST',
      as.clientAdmin,
      multipart(dto({ participants: [{ id: participant }, { id: participant }] })),
    );
    expect(twice.json().message).toBe(MESSAGES.participantDuplicate);
  });

  it('is refused to a client user without ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS', async () => {
    const response = await send('POST', withoutRole, multipart(dto()));
    expect(response.statusCode).toBe(403);
  });

  it("refuses an 11th file with 'Máximo de 10 documentos por solicitação' and stores nothing", async () => {
    const before = (await t.app.db.select().from(demandDocuments)).length;
    const files = Array.from({ length: 11 }, (_, index) => pdf(`doc-${index}.pdf`));
    const response = await send('POST', as.clientAdmin, multipart(dto(), files));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.demandMaxFiles);
    expect((await t.app.db.select().from(demandDocuments)).length).toBe(before);
  });

  it("refuses an 11 MB file with 'Tamanho máximo de 10mb por arquivo'", async () => {
    const response = await send(
      'POST',
      as.clientAdmin,
      multipart(dto(), [pdf('grande.pdf', 11 * 1024 * 1024)]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.fileTooLarge);
  });

  it('refuses a type that is not accepted and a description over 1024 characters', async () => {
    const iso = await send('POST', as.clientAdmin, multipart(dto(), [pdf('imagem.iso')]));
    expect(iso.json().message).toBe(MESSAGES.fileTypeNotAccepted);
    const long = await send(
      'POST',
      as.clientAdmin,
      multipart(dto({ descricaoTrabalho: 'x'.repeat(1025) })),
    );
    expect(long.json().message).toBe('Quantidade máxima de 1024 caracteres');
  });

  it('refuses programs by name and by content, storing nothing', async () => {
    const before = {
      documents: (await t.app.db.select().from(demandDocuments)).length,
      files: (await t.storedKeys()).length,
    };
    const cases: Upload[] = [
      pdf('programa.exe'),
      pdf('instalar.bat'),
      pdf('script.js'),
      pdf('pacote.msi'),
      pdf('rotina.ps1'),
      // A program renamed as a document: refused by its first bytes.
      { name: 'contrato.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 1)]) },
      { name: 'roteiro.txt', content: Buffer.from('#!/bin/sh\necho oi\n') },
    ];
    for (const file of cases) {
      const response = await send('POST', as.clientAdmin, multipart(dto(), [pdf('ok.pdf'), file]));
      expect({ name: file.name, status: response.statusCode, body: response.json() }).toEqual({
        name: file.name,
        status: 400,
        body: { message: 'Arquivos executáveis não são aceitos.' },
      });
    }
    expect((await t.app.db.select().from(demandDocuments)).length).toBe(before.documents);
    expect((await t.storedKeys()).length).toBe(before.files);
  });

  it('keeps a path-traversal file name as a plain name, stored under a random key', async () => {
    const response = await send(
      'POST',
      as.clientAdmin,
      multipart(dto(), [pdf('../../../etc/passwd.pdf')]),
    );
    expect(response.statusCode).toBe(201);
    const [doc] = await t.app.db
      .select()
      .from(demandDocuments)
      .where(eq(demandDocuments.demandId, response.json().id));
    expect(doc!.filename).toBe('passwd.pdf');
    expect(doc!.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    expect(await t.storedKeys()).toContain(doc!.storageKey);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/download/${doc!.id}`,
      headers: as.clientAdmin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
    expect(download.rawPayload.length).toBe(100);
    const otherClient = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/download/${doc!.id}`,
      headers: as.beta,
    });
    expect(otherClient.statusCode).toBe(404);
  });
});

describe('PUT /api/solicitacao/documentos-consultas/{id}', () => {
  it("edits a pending request and counts stored files: 'Quantia máxima de 10 arquivos por solicitação'", async () => {
    const created = await send(
      'POST',
      as.clientAdmin,
      multipart(
        dto(),
        Array.from({ length: 9 }, (_, index) => pdf(`f${index}.pdf`)),
      ),
    );
    const id = created.json().id as number;
    const edited = await send(
      'PUT',
      as.clientAdmin,
      multipart(dto({ demanda: 'Novo nome' }), [pdf('10.pdf')]),
      id,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().demanda).toBe('Novo nome');
    expect(edited.json().solicitacaoDocumentos).toHaveLength(10);
    const eleventh = await send('PUT', as.clientAdmin, multipart(dto(), [pdf('11.pdf')]), id);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe(MESSAGES.clientRequestMaxFiles);
  });

  it('removes the stored documents the form removed, with the save and only then', async () => {
    const created = await send(
      'POST',
      as.clientAdmin,
      multipart(
        dto(),
        Array.from({ length: 10 }, (_, index) => pdf(`r${index}.pdf`)),
      ),
    );
    const id = created.json().id as number;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: as.clientAdmin,
    });
    const docs = detail.json().solicitacaoDocumentos as { id: number; filename: string }[];
    expect(docs).toHaveLength(10);
    const keysBefore = (await t.storedKeys()).length;
    // Two removed and two added: still 10, accepted in one save.
    const saved = await send(
      'PUT',
      as.clientAdmin,
      multipart(dto({ documentosRemovidos: [docs[0]!.id, docs[1]!.id] }), [
        pdf('novo1.pdf'),
        pdf('novo2.pdf'),
      ]),
      id,
    );
    expect(saved.statusCode).toBe(200);
    const names = saved
      .json()
      .solicitacaoDocumentos.map((doc: { filename: string }) => doc.filename);
    expect(names).toHaveLength(10);
    expect(names).not.toContain('r0.pdf');
    expect(names).not.toContain('r1.pdf');
    expect(names).toEqual(expect.arrayContaining(['r2.pdf', 'novo1.pdf', 'novo2.pdf']));
    expect((await t.storedKeys()).length).toBe(keysBefore);

    // A save that is refused removes nothing.
    const refused = await send(
      'PUT',
      as.clientAdmin,
      multipart(dto({ documentosRemovidos: [docs[2]!.id], descricaoTrabalho: 'x'.repeat(1025) })),
      id,
    );
    expect(refused.statusCode).toBe(400);
    // Another demand's document is not this form's to remove.
    const foreign = await send(
      'PUT',
      as.clientAdmin,
      multipart(dto({ documentosRemovidos: [999999] })),
      id,
    );
    expect(foreign.statusCode).toBe(400);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${id}`,
      headers: as.clientAdmin,
    });
    expect(after.json().solicitacaoDocumentos).toHaveLength(10);
  });

  it('is refused to a participant and once the request left PENDENTE', async () => {
    const pending = await demandOf(t, DEMO_CLIENTS.acme.id, 'PENDENTE');
    await attachParticipant(t, pending, await userIdOf(t, 'participante'));
    const participant = await send('PUT', as.participant, multipart(dto()), pending);
    expect(participant.statusCode).toBe(403);
    const started = await demandOf(t, DEMO_CLIENTS.acme.id, 'EM_CURSO');
    const late = await send('PUT', as.clientAdmin, multipart(dto()), started);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('Esta solicitação não pode ser editada.');
  });
});

describe('GET /api/solicitacao/documentos-consultas', () => {
  it('lists only the user client, filtered by modalidade and criadoPor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=prazo,asc&modalidade=${SERVICE_TYPE.CONSULTA}&criadoPor=Rafael`,
      headers: as.clientAdmin,
    });
    const page =
      response.json<
        Page<{ client: { id: number }; serviceType: { id: number }; createdBy: { name: string } }>
      >();
    expect(page.totalElements).toBeGreaterThan(0);
    for (const row of page.content) {
      expect(row.client.id).toBe(DEMO_CLIENTS.acme.id);
      expect(row.serviceType.id).toBe(SERVICE_TYPE.CONSULTA);
      expect(row.createdBy.name).toBe('Rafael Oliveira');
    }
  });

  it("finds by 'Criado por' whoever created the client's requests, the firm or another client's user included, and no one else", async () => {
    const list = (criadoPor: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=prazo,asc&criadoPor=${encodeURIComponent(criadoPor)}`,
        headers: as.clientAdmin,
      });
    // Beta's users have created none of Acme's requests: their names find nothing.
    expect((await list('Bruno Almeida')).json<Page<unknown>>().totalElements).toBe(0);
    // One of Acme's requests created by a person who is (now) Beta's user, as a moved account
    // or a request the firm filed: the name finds it.
    const [request] = await t.app.db
      .select({ id: demands.id })
      .from(demands)
      .where(eq(demands.clientId, DEMO_CLIENTS.acme.id))
      .limit(1);
    const [bruno] = await t.app.db
      .select({ id: users.id, createdBy: demands.createdByUserId })
      .from(users)
      .leftJoin(demands, eq(demands.id, request!.id))
      .where(eq(users.username, 'beta.usuario'));
    await t.app.db
      .update(demands)
      .set({ createdByUserId: bruno!.id })
      .where(eq(demands.id, request!.id));
    try {
      const found = (await list('Bruno Almeida')).json<
        Page<{ id: number; createdBy: { name: string } }>
      >();
      expect(found.totalElements).toBe(1);
      expect(found.content.map((row) => [row.id, row.createdBy.name])).toEqual([
        [request!.id, 'Bruno Almeida'],
      ]);
    } finally {
      await t.app.db
        .update(demands)
        .set({ createdByUserId: bruno!.createdBy })
        .where(eq(demands.id, request!.id));
    }
  });

  it('finds a request by every word of its title, in any order (demands m6)', async () => {
    const titles = async (demanda: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/solicitacao/documentos-consultas/filter?page=0&size=100&sort=prazo,asc&demanda=${encodeURIComponent(demanda)}`,
          headers: as.clientAdmin,
        })
      )
        .json<Page<{ demanda: string }>>()
        .content.map((row) => row.demanda);
    expect(await titles('privacidade politica')).toContain(
      'Revisão da política de privacidade do site',
    );
    expect(await titles('privacidade aplicativo')).toEqual([]);
  });

  it('answers 404 to a client user asking for another client request, and hides internal data', async () => {
    const beta = await demandOf(t, DEMO_CLIENTS.beta.id, 'EM_CURSO');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${beta}`,
      headers: as.clientAdmin,
    });
    expect(other.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${beta}`,
      headers: as.beta,
    });
    expect(own.json()).toMatchObject({ lawyer: null, horas: null, valor: null, areaInterna: null });
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/documentos-consultas/${beta}`,
      headers: as.admin,
    });
    expect(admin.json().lawyer).not.toBeNull();
  });
});

describe('DELETE /api/solicitacao/removeDocument/{id}', () => {
  it('removes the row and the stored file while the request is editable', async () => {
    const created = await send('POST', as.clientAdmin, multipart(dto(), [pdf('remover.pdf')]));
    const [doc] = await t.app.db
      .select()
      .from(demandDocuments)
      .where(eq(demandDocuments.demandId, created.json().id));
    const beta = await t.app.inject({
      method: 'DELETE',
      url: `/api/solicitacao/removeDocument/${doc!.id}`,
      headers: as.beta,
    });
    expect(beta.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/solicitacao/removeDocument/${doc!.id}`,
      headers: as.clientAdmin,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.storedKeys()).not.toContain(doc!.storageKey);
    expect(
      await t.app.db.select().from(demandDocuments).where(eq(demandDocuments.id, doc!.id)),
    ).toEqual([]);
  });
});
