import ExcelJS from 'exceljs';
import {
  API_MESSAGES,
  LEAD_CONSENT,
  MESSAGES,
  SIMULATOR_API_MESSAGES,
  apiToDisplayDate,
  leadConsentText,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import { demoUser } from '../seed/demo-users';
import { eq, inArray } from 'drizzle-orm';
import { fineSimulations, users } from '../db/schema';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { EXPORT_COLUMNS, EXPORT_SHEET_NAME } from './simulation-workbook';
import { computedLeadSimulation, leadToken, simulationPayload } from './simulator-test-support';

let t: TestApp;
let admin: string;
let acmeUser: string;
let betaUser: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  acmeUser = await t.login('cliente.usuario');
  betaUser = await t.login('beta.usuario');
});
afterAll(() => t.close());

interface Upload {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart body as the internal form sends it: documentosDto plus repeated files. */
function multipart(
  dto: object | null,
  files: Upload[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----dpohub-test-boundary';
  const chunks: Buffer[] = [];
  if (dto) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentosDto"\r\n\r\n${JSON.stringify(dto)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(token: string, dto: object | null, files: Upload[]) {
  const body = multipart(dto, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/simulacao_multa/documentos',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Today in Brazil as the screens send it: simulations are filtered by the firm's calendar day. */
const brazilianToday = () => apiToDisplayDate(brazilianDate(t.clock.now()));

const pdf = (name: string, text = name): Upload => ({
  name,
  content: Buffer.from(`%PDF-1.4 ${text}`),
});
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('POST /api/simulacao_multa/documentos', () => {
  it('computes a new DPO simulation and stores its files', async () => {
    const response = await upload(acmeUser, simulationPayload(), [
      pdf('Relatório.pdf'),
      pdf('Parecer.pdf'),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ origem: 'DPO', valorSimulado: 3000, filename: 'Relatório.pdf' });
    expect(body.filePath).toBe(`/api/simulacao_multa/download/${body.id}`);
    expect(body.documentos.map((document: { filename: string }) => document.filename)).toEqual([
      'Relatório.pdf',
      'Parecer.pdf',
    ]);
    expect(body.documentos[0]).not.toHaveProperty('storageKey');
  });

  it('attaches files to a simulation saved before (documentosDto carries its id)', async () => {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/simulacao_multa/save',
        headers: bearer(acmeUser),
        payload: simulationPayload(),
      })
    ).json();
    const response = await upload(acmeUser, simulationPayload({ id, grauDano: 3 }), [pdf('a.pdf')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, grauDano: 3, documentos: [{ filename: 'a.pdf' }] });
    // Another client's user may not attach to it: for them it does not exist (security L3).
    expect((await upload(betaUser, simulationPayload({ id }), [pdf('b.pdf')])).statusCode).toBe(
      404,
    );
  });

  it('refuses an 11th file with the message of spec 4 section 5', async () => {
    const files = Array.from({ length: 11 }, (_, index) => pdf(`doc${index}.pdf`));
    const before = await t.app.db.select().from(fineSimulations);
    const response = await upload(acmeUser, simulationPayload(), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Quantia máxima de 10 arquivos por simulação.' });
    expect(await t.app.db.select().from(fineSimulations)).toHaveLength(before.length);
  });

  it('counts the files already attached', async () => {
    const first = await upload(
      acmeUser,
      simulationPayload(),
      Array.from({ length: 9 }, (_, i) => pdf(`${i}.pdf`)),
    );
    const { id } = first.json();
    const response = await upload(acmeUser, simulationPayload({ id }), [
      pdf('x.pdf'),
      pdf('y.pdf'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.simulationMaxFiles });
  });

  it('refuses a file over 10 MB with 413 and "Tamanho máximo de 10mb por arquivo"', async () => {
    const big = { name: 'grande.pdf', content: Buffer.alloc(11 * 1024 * 1024, 1) };
    const response = await upload(acmeUser, simulationPayload(), [pdf('ok.pdf'), big]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Tamanho máximo de 10mb por arquivo' });
  });

  it('refuses a file type the simulator does not take', async () => {
    const response = await upload(acmeUser, simulationPayload(), [
      { name: 'script.exe', content: Buffer.from('MZ') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Tipo de arquivo não aceito' });
  });

  it('answers bad numbers in documentosDto with the Portuguese message, and a missing dto', async () => {
    const bad = await upload(acmeUser, simulationPayload({ valorFaturamento: -5 }), [pdf('a.pdf')]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'O faturamento não pode ser negativo.',
      field: 'valorFaturamento',
    });
    const missing = await upload(acmeUser, null, [pdf('a.pdf')]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: SIMULATOR_API_MESSAGES.documentsPartMissing });
  });

  it('stores a path-traversal file name safely and serves it under its base name', async () => {
    const response = await upload(acmeUser, simulationPayload(), [
      pdf('../../../etc/passwd.pdf', 'conteúdo seguro'),
    ]);
    expect(response.statusCode).toBe(200);
    const { id, documentos } = response.json();
    expect(documentos[0].filename).toBe('passwd.pdf');
    const download = await get(`/api/simulacao_multa/download/${id}`, acmeUser);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.toString()).toBe('%PDF-1.4 conteúdo seguro');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
  });
});

describe('GET /api/simulacao_multa/download/{id}', () => {
  it('streams the first document, or the one asked for, with an RFC 5987 file name', async () => {
    const { id, documentos } = (
      await upload(acmeUser, simulationPayload(), [
        pdf('Relatório de impacto.pdf', 'um'),
        pdf('dois.pdf', 'dois'),
      ])
    ).json();
    const before = await lastEventId(t.app.db);
    const first = await get(`/api/simulacao_multa/download/${id}`, admin);
    expect(first.statusCode).toBe(200);
    // Issue 31: who took which file of which client out, once per download.
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({
        kind: 'data.fileDownloaded',
        clientId: 1001,
        recordType: 'simulation',
        recordId: id,
        details: expect.objectContaining({ note: 'Relatório de impacto.pdf' }),
      }),
    ]);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="Relatorio de impacto.pdf"; filename*=UTF-8''Relat%C3%B3rio%20de%20impacto.pdf`,
    );
    expect(first.rawPayload.toString()).toBe('%PDF-1.4 um');
    const second = await get(
      `/api/simulacao_multa/download/${id}?documentId=${documentos[1].id}`,
      acmeUser,
    );
    expect(second.rawPayload.toString()).toBe('%PDF-1.4 dois');
    const refused = await lastEventId(t.app.db);
    expect((await get(`/api/simulacao_multa/download/${id}`, betaUser)).statusCode).toBe(404);
    expect(await eventsAfter(t.app.db, refused)).toEqual([]);
  });

  it('answers 404 when the simulation has no document', async () => {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/simulacao_multa/save',
        headers: bearer(acmeUser),
        payload: simulationPayload(),
      })
    ).json();
    const response = await get(`/api/simulacao_multa/download/${id}`, acmeUser);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: SIMULATOR_API_MESSAGES.documentNotFound });
  });
});

describe('GET /api/simulacao_multa/filter', () => {
  it('pages the simulations for admins, newest first, with the eight list fields', async () => {
    const lead = await leadToken(t, {
      email: 'lista@lead.com',
      name: 'Lara Lista',
      company: 'Lista Ltda',
    });
    const id = await computedLeadSimulation(t, lead);

    const response = await get(
      '/api/simulacao_multa/filter?page=0&size=10&sort=createdAt,desc&search=lista&origin=LANDING_PAGE',
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [
        {
          id,
          createdBy: 'Lara Lista',
          email: 'lista@lead.com',
          empresa: 'Lista Ltda',
          origem: 'LANDING_PAGE',
          createdAt: expect.any(String),
          grauInfracao: 'LEVE',
          valorSimulado: 3000,
          temDocumento: false,
          documentos: [],
          leadId: expect.any(Number),
          infoEmail: true,
          consentimento: {
            texto: leadConsentText(true),
            versao: LEAD_CONSENT.version,
            em: expect.any(String),
          },
          acompanhamento: { status: 'NOVO', por: null, em: null },
        },
      ],
      totalPages: 1,
      totalElements: 1,
      number: 0,
      size: 10,
      totalCapped: false,
    });
  });

  it('filters by origin, period and client, and flags rows with a document', async () => {
    const { id } = (await upload(acmeUser, simulationPayload(), [pdf('x.pdf')])).json();
    const today = brazilianToday();
    const dpo = (
      await get(
        `/api/simulacao_multa/filter?origin=DPO&clientId=1001&periodoInicial=${today}&periodoFinal=${today}&size=100`,
        admin,
      )
    ).json();
    expect(dpo.content.every((row: { origem: string }) => row.origem === 'DPO')).toBe(true);
    expect(dpo.content.find((row: { id: number }) => row.id === id)).toMatchObject({
      temDocumento: true,
      empresa: 'Acme Indústria Ltda',
      createdBy: 'Rafael Oliveira',
    });
    const beta = (await get('/api/simulacao_multa/filter?clientId=1002&size=100', admin)).json();
    expect(beta.content.length).toBeGreaterThan(0);
    expect(beta.content.some((row: { id: number }) => row.id === id)).toBe(false);
    expect(
      beta.content.every((row: { empresa: string }) => row.empresa === 'Beta Serviços S.A.'),
    ).toBe(true);
    const past = (
      await get(
        '/api/simulacao_multa/filter?periodoInicial=01/01/2000&periodoFinal=31/12/2000',
        admin,
      )
    ).json();
    expect(past.content).toEqual([]);
    const invalid = await get('/api/simulacao_multa/filter?periodoInicial=31/02/2024', admin);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: MESSAGES.invalidPeriod });
  });

  it('names every attached file of each row, and each one downloads (platform M3)', async () => {
    const { id } = (
      await upload(acmeUser, simulationPayload(), [
        pdf('primeiro.pdf', 'one'),
        pdf('segundo.pdf', 'two'),
      ])
    ).json();
    const without = (await upload(acmeUser, simulationPayload(), [])).json();
    const list = (await get('/api/simulacao_multa/filter?clientId=1001&size=100', admin)).json();
    const row = list.content.find((item: { id: number }) => item.id === id);
    expect(row.documentos.map((d: { filename: string }) => d.filename)).toEqual([
      'primeiro.pdf',
      'segundo.pdf',
    ]);
    expect(list.content.find((item: { id: number }) => item.id === without.id).documentos).toEqual(
      [],
    );
    for (const [index, text] of ['one', 'two'].entries()) {
      const file = await get(
        `/api/simulacao_multa/download/${id}?documentId=${row.documentos[index].id}`,
        admin,
      );
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe(`%PDF-1.4 ${text}`);
    }
  });

  it('sorts by a list field and refuses an unknown one', async () => {
    const ascending = (
      await get('/api/simulacao_multa/filter?sort=valorSimulado,asc&size=100', admin)
    ).json();
    const values = ascending.content.map((row: { valorSimulado: number }) => row.valorSimulado);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const unknown = await get('/api/simulacao_multa/filter?sort=senha,asc', admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: `${API_MESSAGES.invalidValue}: sort` });
  });

  it("gives a client administrator their client's portal simulations (never a lead's or another client's)", async () => {
    const acmeAdmin = await t.login('cliente.admin');
    const { id: acmeId } = (await upload(acmeUser, simulationPayload(), [])).json();
    const { id: betaId } = (await upload(betaUser, simulationPayload(), [])).json();
    const acme = await get('/api/simulacao_multa/filter?size=100', acmeAdmin);
    expect(acme.statusCode).toBe(200);
    const rows: { id: number; origem: string; empresa: string }[] = acme.json().content;
    expect(rows.map((row) => row.id)).toContain(acmeId);
    expect(rows.map((row) => row.id)).not.toContain(betaId);
    expect(rows.every((row) => row.origem === 'DPO' && row.empresa === 'Acme Indústria Ltda')).toBe(
      true,
    );
    // Naming another client narrows nothing open: the scope still applies.
    const other = await get('/api/simulacao_multa/filter?clientId=1002&size=100', acmeAdmin);
    expect(other.json().content).toEqual([]);
    const leadsOnly = await get('/api/simulacao_multa/filter?origin=LANDING_PAGE', acmeAdmin);
    expect(leadsOnly.json().content).toEqual([]);
    const all = (await get('/api/simulacao_multa/filter?size=100', admin)).json().content;
    expect(all.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([acmeId, betaId]),
    );
  });

  it("gives any other client user only the simulations they made, never a colleague's (security M3)", async () => {
    const acmeAdmin = await t.login('cliente.admin');
    const { id: mine } = (await upload(acmeUser, simulationPayload(), [pdf('meu.pdf')])).json();
    const { id: colleagues } = (
      await upload(acmeAdmin, simulationPayload(), [pdf('parecer-incidente.pdf')])
    ).json();
    const rows: { id: number }[] = (
      await get('/api/simulacao_multa/filter?size=100', acmeUser)
    ).json().content;
    // Was every simulation of the client, the administrator's included.
    expect(rows.map((row) => row.id)).toContain(mine);
    expect(rows.map((row) => row.id)).not.toContain(colleagues);
    const [creator] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'cliente.usuario'));
    const stored = await t.app.db
      .select({ id: fineSimulations.id })
      .from(fineSimulations)
      .where(
        inArray(
          fineSimulations.id,
          rows.map((row) => row.id),
        ),
      );
    expect(stored).toHaveLength(rows.length);
    const own = await t.app.db
      .select({ id: fineSimulations.id })
      .from(fineSimulations)
      .where(eq(fineSimulations.createdByUserId, creator!.id));
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(own.map((row) => row.id)));
    // The colleague's attachment (an incident opinion) is refused.
    const download = await get(`/api/simulacao_multa/download/${colleagues}`, acmeUser);
    expect(download.statusCode).toBe(403);
    expect((await get(`/api/simulacao_multa/download/${mine}`, acmeUser)).statusCode).toBe(200);
  });
});

describe('GET /api/simulacao_multa/export-excel', () => {
  const exportUrl = (query: string) => `/api/simulacao_multa/export-excel?${query}`;

  it('downloads relatorio.xlsx: the eight list columns and the opt-in, the day as a date cell', async () => {
    await upload(acmeUser, simulationPayload(), [pdf('x.pdf')]);
    const today = brazilianToday();
    const before = await lastEventId(t.app.db);
    const response = await get(
      exportUrl(`periodoInicial=${today}&periodoFinal=${today}&origin=DPO`),
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({
        kind: 'data.exported',
        clientId: null,
        details: expect.objectContaining({ note: `relatorio.xlsx, ${today} a ${today}` }),
      }),
    ]);
    expect(response.headers['content-disposition']).toBe('attachment; filename="relatorio.xlsx"');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME)!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Criado por',
      'E-mail',
      'Empresa',
      'Origem',
      'Data',
      'Grau de infração',
      'Valor',
      'Anexo',
      'Aceita receber e-mails',
      'Acompanhamento',
      'Acompanhamento por',
      'Acompanhamento em',
      'Consentimento',
      'Versão do consentimento',
      'Consentimento em',
    ]);
    expect(EXPORT_COLUMNS).toHaveLength(15);
    const row = sheet.getRow(2).values as unknown[];
    // A portal simulation has no lead: the follow-up and consent columns stay empty.
    expect(row.slice(10).filter((value) => value !== undefined && value !== '')).toEqual([]);
    expect(row.slice(1, 10)).toEqual([
      'Rafael Oliveira',
      demoUser('cliente.usuario').email,
      'Acme Indústria Ltda',
      'DPO',
      new Date(`${today.split('/').reverse().join('-')}T00:00:00.000Z`),
      'Leve',
      3000,
      'Sim',
      undefined,
    ]);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd/mm/yyyy');
  });

  it("writes a lead's e-mail opt-in as Sim or Não", async () => {
    for (const [email, infoEmail] of [
      ['quer@lead.com', true],
      ['naoquer@lead.com', false],
    ] as const) {
      const lead = await leadToken(t, { email, name: 'Lia Lead', company: 'Lead Ltda', infoEmail });
      await t.app.inject({
        method: 'POST',
        url: '/api/simulacao_multa/save_lp',
        headers: bearer(lead),
        payload: simulationPayload(),
      });
    }
    const today = brazilianToday();
    const response = await get(
      exportUrl(
        `periodoInicial=${today}&periodoFinal=${today}&origin=LANDING_PAGE&search=lead.com`,
      ),
      admin,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME)!;
    const optIns = new Map<string, unknown>();
    sheet.eachRow((row, number) => {
      if (number > 1) optIns.set(String(row.getCell(2).value), row.getCell(9).value);
    });
    expect(optIns.get('quer@lead.com')).toBe('Sim');
    expect(optIns.get('naoquer@lead.com')).toBe('Não');
    // The lead's follow-up and the consent it accepted, with version and time (issue 30).
    const row = [...Array(sheet.rowCount).keys()]
      .map((index) => sheet.getRow(index + 1))
      .find((candidate) => candidate.getCell(2).value === 'quer@lead.com')!;
    expect(row.getCell(10).value).toBe('Novo');
    expect(row.getCell(13).value).toBe(leadConsentText(true));
    expect(row.getCell(14).value).toBe(LEAD_CONSENT.version);
    expect(row.getCell(15).value).toBeInstanceOf(Date);
    expect(row.getCell(15).numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it('reads the period as the screen sends it (yyyy-MM-dd) as well', async () => {
    await upload(acmeUser, simulationPayload(), [pdf('x.pdf')]);
    const [day, month, year] = brazilianToday().split('/');
    const iso = `${year}-${month}-${day}`;
    const response = await get(exportUrl(`periodoInicial=${iso}&periodoFinal=${iso}`), admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="relatorio.xlsx"');
  });

  it('applies the export period rules', async () => {
    const cases: [string, string][] = [
      ['periodoInicial=01/01/2024', MESSAGES.required],
      ['periodoInicial=32/01/2024&periodoFinal=01/02/2024', 'Período inválido!'],
      [
        'periodoInicial=10/02/2024&periodoFinal=01/02/2024',
        'O período inicial não pode ser maior que o período final.',
      ],
      [
        'periodoInicial=01/01/2024&periodoFinal=01/01/2999',
        'O período final ou o período inicial não podem ser maiores que a data atual.',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await get(exportUrl(query), admin);
      expect({ query, status: response.statusCode, body: response.json() }).toEqual({
        query,
        status: 400,
        body: { message },
      });
    }
  });

  it('answers 400 "Não há simulações para o período informado." for an empty period', async () => {
    const response = await get(
      exportUrl('periodoInicial=01/01/2001&periodoFinal=31/01/2001'),
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Não há simulações para o período informado.' });
  });

  it("exports only the simulations the caller may list: the client administrator's client, a user's own", async () => {
    await upload(betaUser, simulationPayload(), []);
    const acmeAdmin = await t.login('cliente.admin');
    await upload(acmeAdmin, simulationPayload(), []);
    const today = brazilianToday();
    const sheetOf = async (token: string) => {
      const response = await get(exportUrl(`periodoInicial=${today}&periodoFinal=${today}`), token);
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const companies = new Set<string>();
      const creators = new Set<string>();
      workbook.getWorksheet(EXPORT_SHEET_NAME)!.eachRow((row, number) => {
        if (number > 1) {
          companies.add(String(row.getCell(3).value));
          creators.add(String(row.getCell(1).value));
        }
      });
      return { companies: [...companies], creators: [...creators] };
    };
    const byAdmin = await sheetOf(acmeAdmin);
    expect(byAdmin.companies).toEqual(['Acme Indústria Ltda']);
    expect(byAdmin.creators.length).toBeGreaterThan(1);
    // Security M3: a granular user's export holds their own rows only.
    expect((await sheetOf(acmeUser)).creators).toEqual(['Rafael Oliveira']);
  });
});
