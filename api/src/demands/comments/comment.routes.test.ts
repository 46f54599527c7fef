import { eq } from 'drizzle-orm';
import { COMMENT_MESSAGES, DEMAND_API_MESSAGES, MESSAGES } from '@dpohub/domain';
import { demandComments } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { userIdOf } from '../demand-test-support';
import { insertTestDemand } from '../participants/demand-activity-test-support';

let t: TestApp;
const tokens: Record<string, string> = {};
/** A 1001 demand the demo participant takes part in, and another one of 1001. */
let demandId: number;
let otherDemandId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const username of [
    'admin',
    'cliente.admin',
    'cliente.usuario',
    'beta.usuario',
    'participante',
  ]) {
    tokens[username] = await t.login(username);
  }
  demandId = await insertTestDemand(t.app.db, 1001);
  otherDemandId = await insertTestDemand(t.app.db, 1001);
  const attach = await t.app.inject({
    method: 'POST',
    url: '/api/solicitacao-participante',
    headers: as('admin'),
    payload: {
      solicitacao: { id: demandId },
      user: { id: await userIdOf(t, 'participante') },
    },
  });
  expect(attach.statusCode).toBe(201);
});
afterAll(() => t.close());

const as = (username: string) => bearer(tokens[username]!);

interface Upload {
  name: string;
  content?: Buffer;
  /** Multipart part name: 'files' unless the file was picked as the document. */
  part?: 'files' | 'documento';
  type?: string;
}

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

function multipart(dto: object | null, files: Upload[]) {
  const boundary = '----dpohub-comment-boundary';
  const chunks: Buffer[] = [];
  if (dto) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="solicitacaoComentarioDto"\r\n` +
          `Content-Type: application/json\r\n\r\n${JSON.stringify(dto)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.part ?? 'files'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content ?? Buffer.from(`conteúdo de ${file.name}`),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function comment(username: string, id: number, dto: object | null, files: Upload[] = []) {
  const body = multipart(dto, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/solicitacao/${id}/solicitacao-comentario`,
    headers: { ...as(username), ...body.headers },
    payload: body.payload,
  });
}

const get = (username: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(username) });

const storedFiles = async () => (await t.storedKeys()).length;

async function commentsOf(id: number) {
  return t.app.db.select().from(demandComments).where(eq(demandComments.demandId, id));
}

describe('POST /api/solicitacao/{id}/solicitacao-comentario', () => {
  it('keeps a comment with an image and a document and answers it', async () => {
    const response = await comment(
      'cliente.admin',
      demandId,
      { description: ' Segue o contrato ' },
      [
        { name: 'Tela.PNG', content: PNG, type: 'image/png' },
        { name: 'Contrato.pdf', part: 'documento', type: 'application/pdf' },
      ],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      description: 'Segue o contrato',
      createdBy: { name: 'Carla Mendes' },
      createdAt: t.clock.now().toISOString(),
      anexosComentario: [
        { id: expect.any(Number), filename: 'Tela.PNG', kind: 'image' },
        { id: expect.any(Number), filename: 'Contrato.pdf', kind: 'document' },
      ],
    });
  });

  it('accepts comments from the firm admin and the granular user, videos included', async () => {
    const admin = await comment('admin', demandId, { description: 'Recebido.' });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().createdBy).toEqual({ name: 'Administrador DPOHUB' });
    const granular = await comment('cliente.usuario', demandId, { description: 'Vídeo' }, [
      { name: 'gravacao.mp4' },
    ]);
    expect(granular.statusCode).toBe(201);
    expect(granular.json().anexosComentario).toEqual([
      { id: expect.any(Number), filename: 'gravacao.mp4', kind: 'video' },
    ]);
  });

  it("refuses participants with 'Sem permissão para envio de comentários'", async () => {
    const before = (await commentsOf(demandId)).length;
    const response = await comment('participante', demandId, { description: 'Oi' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Sem permissão para envio de comentários' });
    expect(MESSAGES.noCommentPermission).toBe('Sem permissão para envio de comentários');
    expect(await commentsOf(demandId)).toHaveLength(before);
  });

  it('refuses a comment on a cancelled request, from the client and the firm alike (demands m11)', async () => {
    const cancelled = await insertTestDemand(t.app.db, 1001, 'CANCELADO');
    for (const username of ['cliente.usuario', 'admin']) {
      const response = await comment(username, cancelled, { description: 'Ainda por aqui?' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Esta solicitação foi cancelada e não recebe novos comentários.',
      });
    }
    expect(COMMENT_MESSAGES.cancelled).toBe(
      'Esta solicitação foi cancelada e não recebe novos comentários.',
    );
    expect(await commentsOf(cancelled)).toHaveLength(0);
    // A finished one still takes comments.
    const finished = await insertTestDemand(t.app.db, 1001, 'FINALIZADO');
    expect(
      (await comment('cliente.usuario', finished, { description: 'Obrigado' })).statusCode,
    ).toBe(201);
  });

  it("hides another client's demand from a 1002 user", async () => {
    const response = await comment('beta.usuario', demandId, { description: 'Oi' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: DEMAND_API_MESSAGES.demandNotFound });
  });

  it.each([
    ['an empty text', { description: '   ' }, [], 'Digitar comentário antes de enviar'],
    ['141 characters', { description: 'a'.repeat(141) }, [], COMMENT_MESSAGES.tooLong],
    [
      'two documents',
      { description: 'Docs' },
      [{ name: 'a.pdf' }, { name: 'b.docx' }],
      'Apenas 1 documento por comentário',
    ],
    [
      'five images',
      { description: 'Fotos' },
      ['1.jpg', '2.jpeg', '3.png', '4.webp', '5.svg'].map((name) => ({ name })),
      'Máximo de 4 imagens por comentário',
    ],
    [
      'an image sent as the document',
      { description: 'Foto' },
      [{ name: 'foto.jpg', part: 'documento' as const }],
      'Não subir imagem como documento',
    ],
    [
      'an 11 MB file',
      { description: 'Grande' },
      [{ name: 'grande.pdf', content: Buffer.alloc(11 * 1024 * 1024, 1) }],
      'Tamanho máximo de 10mb por arquivo',
    ],
  ])('refuses %s with the message of spec 2 section 5', async (_, dto, files, message) => {
    const before = {
      comments: (await commentsOf(otherDemandId)).length,
      files: await storedFiles(),
    };
    const response = await comment('cliente.admin', otherDemandId, dto, files as Upload[]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await commentsOf(otherDemandId)).length).toBe(before.comments);
    expect(await storedFiles()).toBe(before.files);
  });

  it.each([
    ['a program', [{ name: 'programa.exe' }]],
    ['a script as the document', [{ name: 'macro.vbs', part: 'documento' as const }]],
    ['a batch file', [{ name: 'limpar.bat' }]],
    [
      'a program renamed as a PDF',
      [{ name: 'parecer.pdf', part: 'documento' as const, content: Buffer.from('MZ\x90\x00rest') }],
    ],
    [
      'an ELF program renamed as a video',
      [{ name: 'video.mp4', content: Buffer.from('\x7fELF..') }],
    ],
  ])("refuses %s with 'Arquivos executáveis não são aceitos.'", async (_, files) => {
    const before = {
      comments: (await commentsOf(otherDemandId)).length,
      files: await storedFiles(),
    };
    const response = await comment('cliente.admin', otherDemandId, { description: 'Anexo' }, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Arquivos executáveis não são aceitos.' });
    expect((await commentsOf(otherDemandId)).length).toBe(before.comments);
    expect(await storedFiles()).toBe(before.files);
  });

  it('accepts exactly 140 characters, 4 images and 1 document', async () => {
    const response = await comment(
      'cliente.admin',
      otherDemandId,
      { description: 'b'.repeat(140) },
      [
        ...['1.jpg', '2.png', '3.bmp', '4.webp'].map((name) => ({ name })),
        { name: 'parecer.pdf', part: 'documento' },
      ],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().anexosComentario).toHaveLength(5);
  });

  it('refuses a body without the solicitacaoComentarioDto part', async () => {
    const response = await comment('cliente.admin', otherDemandId, null, [{ name: 'a.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: COMMENT_MESSAGES.dtoMissing });
  });
});

describe('GET comments and attachments', () => {
  it('lists the comments oldest first, to the participant of the demand too', async () => {
    const fresh = await insertTestDemand(t.app.db, 1001);
    await comment('cliente.admin', fresh, { description: 'Primeiro' });
    t.clock.advance(60_000);
    await comment('admin', fresh, { description: 'Segundo' }, [{ name: 'resposta.pdf' }]);
    const response = await get(
      'cliente.usuario',
      `/api/solicitacao/${fresh}/solicitacao-comentario`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { description: string }) => c.description)).toEqual([
      'Primeiro',
      'Segundo',
    ]);
    const own = await get('participante', `/api/solicitacao/${demandId}/solicitacao-comentario`);
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBeGreaterThan(0);
  });

  it('keeps a participant and a 1002 user out of demands that are not theirs', async () => {
    for (const path of ['solicitacao-comentario', 'anexo-comentario']) {
      expect(
        (await get('participante', `/api/solicitacao/${otherDemandId}/${path}`)).statusCode,
      ).toBe(404);
      expect((await get('beta.usuario', `/api/solicitacao/${demandId}/${path}`)).statusCode).toBe(
        404,
      );
    }
  });

  it('lists every comment attachment of the demand', async () => {
    const fresh = await insertTestDemand(t.app.db, 1001);
    const first = await comment('cliente.admin', fresh, { description: 'Um' }, [{ name: 'a.png' }]);
    await comment('cliente.admin', fresh, { description: 'Dois' }, [{ name: 'b.pdf' }]);
    const response = await get('participante', `/api/solicitacao/${demandId}/anexo-comentario`);
    expect(response.statusCode).toBe(200);
    const list = await get('admin', `/api/solicitacao/${fresh}/anexo-comentario`);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        filename: 'a.png',
        kind: 'image',
        commentId: first.json().id,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        filename: 'b.pdf',
        kind: 'document',
        commentId: expect.any(Number),
        createdAt: expect.any(String),
      },
    ]);
  });
});

describe('GET /api/solicitacao/download/{id}/solicitacao-comentario', () => {
  it('streams the bytes with a safe Content-Disposition to those who may view the demand', async () => {
    const content = Buffer.from('%PDF-1.4 parecer');
    const created = await comment('cliente.admin', demandId, { description: 'Arquivo' }, [
      { name: '../../Relatório final.pdf', content, type: 'application/pdf' },
    ]);
    const attachment = created.json().anexosComentario[0];
    expect(attachment.filename).toBe('Relatório final.pdf');
    const url = `/api/solicitacao/download/${attachment.id}/solicitacao-comentario`;
    for (const username of ['admin', 'cliente.admin', 'cliente.usuario', 'participante']) {
      const response = await get(username, url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
    }
    const response = await get('participante', url);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Relatorio final.pdf"; filename*=UTF-8''Relat%C3%B3rio%20final.pdf`,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps other clients and other demands participants out', async () => {
    const created = await comment('cliente.admin', otherDemandId, { description: 'Só nosso' }, [
      { name: 'interno.pdf' },
    ]);
    const url = `/api/solicitacao/download/${created.json().anexosComentario[0].id}/solicitacao-comentario`;
    expect((await get('beta.usuario', url)).statusCode).toBe(404);
    expect((await get('participante', url)).statusCode).toBe(404);
    const missing = await get('admin', '/api/solicitacao/download/999999/solicitacao-comentario');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: COMMENT_MESSAGES.attachmentNotFound });
  });
});
