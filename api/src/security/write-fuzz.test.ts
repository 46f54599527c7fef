import { readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { userErasureRequests, users } from '../db/schema';
import { FORM, basicAuth, createTestApp, tokenForUser, type TestApp } from '../test/test-app';

// Property-based bad input on every write route of the running instance, JSON and multipart:
// random, oversized, wrong-typed, unicode and NUL payloads never get a 5xx, and a refused call
// changes no row and leaves no stored file. FUZZ_RUNS sets the runs per route (CI default 25).

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const COUNTED_TABLES = [
  'users',
  'user_roles',
  'clients',
  'client_functions',
  'lawyers',
  'client_prices_hours',
  'demands',
  'demand_documents',
  'demand_comments',
  'demand_comment_attachments',
  'demand_participants',
  'demand_user_links',
  'leads',
  'fine_simulations',
  'simulation_documents',
  'notification_preferences',
  'notification_outbox',
  'assessments',
  'hours_bank_movements',
];

let t: TestApp;
const tokens: string[] = [];

/** A new session of each caller (admin, a client administrator, a granular user). */
async function renewTokens(): Promise<void> {
  tokens.length = 0;
  for (const username of ['admin', 'cliente.admin', 'cliente.usuario']) {
    const [row] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    tokens.push(await tokenForUser(t.app, t.clock, row!.id, 86_400));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.update(users).set({ termsAcceptedAt: new Date() });
  await renewTokens();
}, 480_000);
afterAll(() => t?.close());

async function rowCounts(): Promise<Record<string, number>> {
  const query = COUNTED_TABLES.map(
    (table) => `select '${table}' as name, count(*)::int as total from ${table}`,
  ).join(' union all ');
  const result = (await t.app.db.execute(sql.raw(query))) as unknown as {
    rows: { name: string; total: number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.total)]));
}

function storedFiles(): number {
  try {
    // Files only, staged ones included (the folders of the key levels may stay behind).
    return readdirSync(t.config.filesDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

// ---- Arbitraries ----

const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string().map((text) => `${text}\u0000`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '1e400',
    '-1e400',
    '0x10',
    'NaN',
    'Infinity',
    'true',
    '2026-02-30',
    '31/12/2026',
    '13/2026',
    '010:00:00',
    '-005:30:00',
    '999:59:00',
    '../../etc/passwd',
    "'; drop table users; --",
    '__proto__',
    '😀'.repeat(300),
    'x'.repeat(70_000),
  ),
);
const scalar = fc.oneof(
  nastyText,
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, Number.MAX_VALUE),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    'id',
    'name',
    'email',
    'username',
    'password',
    'client',
    'roles',
    'status',
    'demanda',
    'serviceType',
    'prazo',
    'valor',
    'horas',
    'lawyer',
    'valorHora',
    'vigenciaInicio',
    'clientId',
    'solicitacao',
    'user',
    'token',
    'description',
    'employeeDanielLaw',
    'expirationDate',
    'quantidade',
    'dataExpiracao',
    'dataInicial',
    'receiveDate',
    'reviewDate',
    'jsonMaturityQuestions',
    'jsonContractAvaliation',
    'answer',
    'comments',
    'functions',
    'stepTitle',
    'baseLegal',
    'progressReport',
    'resultWasChanged',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 8 }),
);
const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
  ),
}));
/** Raw JSON text, so literals JSON.stringify never writes (1e400, __proto__ keys) travel too. */
const jsonText = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .tuple(fieldName, fc.constantFrom('1e400', '-1e400', '"\\u0000"', '{"__proto__":{"x":1}}'))
    .map(([key, literal]) => `{"${key}":${literal},"id":1}`),
  fc.string(),
);
const pathId = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.constantFrom('0', '-1', '0x10', '1e400', '1.5', '2147483648', '%00', 'abc', '%E2%82%AC'),
);
const query = fc.dictionary(
  fc.constantFrom(
    'status',
    'enabled',
    'archived',
    'user_recover',
    'verification_code',
    'password',
    'token',
    'clientId',
    'id',
  ),
  nastyText.map((text) => text.slice(0, 200)),
  { maxKeys: 3 },
);
const partNames = fc.constantFrom(
  'documentosDto',
  'documentosConsultasDto',
  'solicitacaoComentarioDto',
  'files',
  'documento',
  '__proto__',
);
const multipartBody = fc.record({
  parts: fc.array(fc.tuple(partNames, jsonText), { maxLength: 3 }),
  files: fc.array(
    fc.record({
      field: partNames,
      name: fc.oneof(
        fc.constantFrom(
          'a.pdf',
          'a.exe',
          '../../x.pdf',
          'nul\u0000.pdf',
          '.pdf',
          'x'.repeat(300) + '.pdf',
        ),
        fc.string({ maxLength: 20 }),
      ),
      size: fc.constantFrom(0, 10, 2048),
    }),
    { maxLength: 2 },
  ),
  broken: fc.boolean(),
});

function encodeMultipart(body: {
  parts: [string, string][];
  files: { field: string; name: string; size: number }[];
  broken: boolean;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fuzz${randomBytes(4).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, text] of body.parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const file of body.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name.replace(/"/g, '')}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(file.size, 37),
      Buffer.from('\r\n'),
    );
  }
  if (!body.broken) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A call that never answers would hang the suite (and, on the embedded database, every later call). */
const ANSWER_WITHIN_MS = 30_000;

async function answeredInTime<T>(call: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

let totalRuns = 0;
let serverErrors = 0;

describe('write routes under random bad input', () => {
  it('never answer 5xx, and a refused call changes no row and stores no file', async () => {
    const only = process.env.FUZZ_ROUTE;
    const routes = t.app.guardedRoutes.filter(
      (route) =>
        WRITE_METHODS.includes(route.method) && (!only || `${route.method} ${route.url}` === only),
    );
    expect(routes.length).toBeGreaterThanOrEqual(only ? 1 : 36);
    const failures: string[] = [];

    for (const route of routes) {
      if (process.env.FUZZ_TRACE) console.log(`${route.method} ${route.url}`);
      // Sign-out and the session calls end the callers' sessions: each route starts with new ones.
      // A caller's request to erase its account, accepted by an earlier route, would be carried
      // out by a later one and take the caller away: each route starts with none open.
      await t.app.db.delete(userErasureRequests);
      await renewTokens();
      const body = route.multipart
        ? multipartBody.map(encodeMultipart)
        : fc.oneof(
            jsonValue.map((value) => ({
              payload: JSON.stringify(value) ?? 'null',
              headers: { 'content-type': 'application/json' },
            })),
            jsonText.map((text) => ({
              payload: text,
              headers: { 'content-type': 'application/json' },
            })),
            fc.dictionary(fc.string({ maxLength: 10 }), nastyText).map((fields) => ({
              payload: new URLSearchParams(fields).toString(),
              headers: { ...FORM },
            })),
          );
      await fc
        .assert(
          fc.asyncProperty(
            body,
            pathId,
            query,
            fc.nat({ max: tokens.length - 1 }),
            async (request, id, search, caller) => {
              const url = `${route.url.replace(/:[A-Za-z]+/g, id)}${
                Object.keys(search).length ? `?${new URLSearchParams(search).toString()}` : ''
              }`;
              const beforeRows = await rowCounts();
              const beforeFiles = storedFiles();
              const response = await answeredInTime(
                t.app.inject({
                  method: route.method as 'POST',
                  url,
                  payload: request.payload,
                  headers: {
                    ...request.headers,
                    authorization:
                      route.url === '/api/oauth/token'
                        ? basicAuth(t.config)
                        : `Bearer ${tokens[caller]}`,
                  },
                }),
              );
              totalRuns += 1;
              const sent = Buffer.isBuffer(request.payload)
                ? request.payload.toString('latin1')
                : String(request.payload);
              if (!response) {
                failures.push(
                  `${route.method} ${url}: no answer within ${ANSWER_WITHIN_MS / 1000} s after ${JSON.stringify(sent.slice(0, 600))}`,
                );
                return false;
              }
              if (response.statusCode >= 500) {
                serverErrors += 1;
                failures.push(
                  `${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)} after ${JSON.stringify(sent.slice(0, 600))}`,
                );
                return false;
              }
              if (response.statusCode >= 400) {
                const afterRows = await rowCounts();
                if (JSON.stringify(afterRows) !== JSON.stringify(beforeRows)) {
                  failures.push(`${route.method} ${url}: ${response.statusCode} changed rows`);
                  return false;
                }
                if (storedFiles() !== beforeFiles) {
                  failures.push(`${route.method} ${url}: ${response.statusCode} left a file`);
                  return false;
                }
                if (typeof response.json().message !== 'string') return false;
              }
              return true;
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(`${route.method} ${route.url}: ${error.message.split('\n')[0]}`),
        );
    }
    process.stdout.write(
      `write fuzz: ${routes.length} write routes, ${totalRuns} runs, ${serverErrors} 5xx\n`,
    );
    expect(failures).toEqual([]);
  }, 1_500_000); // every write route in one property run; minutes on a busy machine
});
