import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// Security M2: the client-request form (POST and PUT /api/solicitacao/documentos-consultas)
// under nested wrong types and prototype keys in its JSON part. CLIENT_REQUEST_FUZZ_RUNS sets
// the number of calls (default 10,000, as the issue asks).

let t: TestApp;
let clientAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  clientAdmin = (await t.login('cliente.admin')) as string;
}, 480_000);
afterAll(() => t?.close());

function storedFiles(): number {
  try {
    return readdirSync(t.config.filesDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

/** A multipart body with the one JSON part. */
function encodeDto(text: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fuzz${randomBytes(4).toString('hex')}`;
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentosConsultasDto"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Any JSON value, nested a few levels, with prototype-like keys among the others. */
const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('id', '__proto__', 'constructor', 'toString', 'prototype'),
        fc.string({ maxLength: 8 }),
      ),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
}));

const CLIENT_REQUEST_RUNS = Number(process.env.CLIENT_REQUEST_FUZZ_RUNS ?? 10_000);

/** A valid `documentosConsultasDto`, as the client form sends it. */
const VALID_DTO: Record<string, unknown> = {
  serviceType: { id: 9 },
  tipoConsulta: null,
  tipoAvaliacao: 'PROTECAO_DE_DADOS',
  demanda: 'Revisão do contrato de parceria',
  descricaoTrabalho: 'Revisar as cláusulas de dados pessoais.',
  prazoAtendimento: 'CUSTOMIZADO',
  prazo: '2099-12-21', // a Monday: a deadline falls on a business day
  consumoHoras: false,
  participants: [],
};

/** JSON text of a wrong value: other types, nesting, prototype keys, a 2,000-deep array. */
const wrongValueText = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '[]',
    '{}',
    '[[["x"]]]',
    '{"id":"9"}',
    '{"id":[9]}',
    '{"id":{"id":9}}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"toString":1,"valueOf":[]}',
    `${'['.repeat(2000)}${']'.repeat(2000)}`,
    '1e400',
    '"\\u0000"',
    '"2099-02-30"',
    'true',
    '-1',
  ),
);
/** Top-level keys: the DTO's own and names an object inherits. */
const dtoKey = fc.constantFrom(
  ...Object.keys(VALID_DTO),
  'client',
  'documentosRemovidos',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
);
/** A valid DTO with one to three fields (top level or nested) replaced by wrong values. */
const mutatedDto = fc
  .array(
    fc.oneof(
      fc.tuple(dtoKey, wrongValueText).map(([key, text]) => ({ key, text })),
      fc
        .tuple(fc.constantFrom('serviceType', 'client', 'participants'), wrongValueText)
        .map(([key, text]) => ({
          key,
          text: key === 'participants' ? `[{"id":${text}}]` : `{"id":${text}}`,
        })),
      fc
        .tuple(
          fc.constantFrom('serviceType', 'participants'),
          fc.constantFrom('__proto__', 'constructor', 'toString'),
        )
        .map(([key, inner]) => ({
          key,
          text:
            key === 'participants'
              ? `[{"${inner}":{"polluted":1},"id":1}]`
              : `{"${inner}":{"prototype":{"polluted":1}},"id":9}`,
        })),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((changes) => {
    const fields = new Map(
      Object.entries(VALID_DTO).map(([key, value]) => [key, JSON.stringify(value)]),
    );
    for (const change of changes) fields.set(change.key, change.text);
    return `{${[...fields].map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`;
  });

/** The demands and documents stored, and the files: counted before and after the run. */
async function stored(): Promise<{ demands: number; documents: number; files: number }> {
  const result = (await t.app.db.execute(
    sql`select (select count(*) from demands)::int as demands,
               (select count(*) from demand_documents)::int as documents`,
  )) as unknown as { rows: { demands: number; documents: number }[] };
  const [row] = result.rows;
  return { demands: Number(row!.demands), documents: Number(row!.documents), files: storedFiles() };
}

describe('the client-request form under nested wrong types and prototype keys (security M2)', () => {
  it(`answers ${CLIENT_REQUEST_RUNS} calls with 0 x 5xx, a Portuguese 400 for each refusal, nothing stored by a refusal`, async () => {
    const valid = encodeDto(JSON.stringify(VALID_DTO));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao/documentos-consultas',
      headers: { ...bearer(clientAdmin), ...valid.headers },
      payload: valid.payload,
    });
    expect(`${created.statusCode} ${created.body}`).toMatch(/^201 /);
    const demandId = (created.json() as { id: number }).id;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let calls = 0;
    // Counted once around the run (per call, the counts doubled its time): every demand added is
    // one a 201 answered, and no document or file is left by a refusal (no call sends files).
    const before = await stored();

    await fc
      .assert(
        fc.asyncProperty(mutatedDto, fc.boolean(), async (text, update) => {
          const body = encodeDto(text);
          const response = await t.app.inject({
            method: update ? 'PUT' : 'POST',
            url: update
              ? `/api/solicitacao/documentos-consultas/${demandId}`
              : '/api/solicitacao/documentos-consultas',
            headers: { ...bearer(clientAdmin), ...body.headers },
            payload: body.payload,
          });
          calls += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            failures.push(
              `${response.statusCode} ${response.body.slice(0, 120)} after ${text.slice(0, 300)}`,
            );
            return false;
          }
          if (response.statusCode >= 400) {
            const message = (response.json() as { message?: unknown }).message;
            if (typeof message !== 'string' || message === 'No message available') {
              failures.push(`${response.statusCode} without a message after ${text.slice(0, 300)}`);
              return false;
            }
          }
          return true;
        }),
        { numRuns: CLIENT_REQUEST_RUNS, endOnFailure: true },
      )
      .catch((error: Error) => failures.push(error.message.split('\n')[0]!));

    const fivexx = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    process.stdout.write(
      `client-request fuzz: ${calls} calls (POST and PUT documentos-consultas), statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${fivexx} 5xx\n`,
    );
    expect(await stored()).toEqual({
      demands: before.demands + (statuses.get(201) ?? 0),
      documents: before.documents,
      files: before.files,
    });
    // Nothing leaked into every object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures).toEqual([]);
    expect(fivexx).toBe(0);
  }, 3_600_000);
});
