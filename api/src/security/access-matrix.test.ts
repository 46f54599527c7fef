import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  API_MESSAGES,
  AUTHORITIES,
  CONTRACTABLE_FUNCTIONS,
  DEFINITION_ACCESS,
  EMPLOYEE_TYPE,
  ROLE_CATALOG,
  SIMULATION_ORIGIN,
  type Authority,
} from '@dpohub/domain';
import {
  clientFunctions,
  clientPricesHours,
  clients,
  demandCommentAttachments,
  demandComments,
  demandDocuments,
  demandParticipants,
  demands,
  fineSimulations,
  lawyers,
  leads,
  roles,
  userErasureRequests,
  userRoles,
  users,
} from '../db/schema';
import { CONTRACT_END_WRITES } from '../auth/contract-gate';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { issueLeadToken } from '../simulator/lead-token';
import { createTestApp, tokenForUser, type TestApp } from '../test/test-app';
import {
  ACCESS_MATRIX,
  CALLERS,
  GRANT_CALLERS,
  ROLE_GRANT_MATRIX,
  contractRoutes,
  type Caller,
  type GrantCaller,
  type GrantOutcome,
  type MatrixFixtures,
  type MatrixRequest,
} from './access-matrix';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Every caller has accepted the terms: the matrix is about access, not the terms gate.
  await t.app.db.update(users).set({ termsAcceptedAt: new Date() });
  // Client B has contracted every function, so its administrator meets the tenant checks of each
  // route; the caller without a contract is a client of its own (security M1 below).
  await t.app.db
    .insert(clientFunctions)
    .values(CONTRACTABLE_FUNCTIONS.map((feature) => ({ clientId: DEMO_CLIENTS.beta.id, feature })))
    .onConflictDoNothing();
}, 480_000);
afterAll(() => t?.close());

async function idOf(username: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return row!.id;
}

/** A bearer for a user, signed as the sign-in call signs it (no password hashing per caller). */
const tokenFor = (userId: number) => tokenForUser(t.app, t.clock, userId);

let userSequence = 0;
/** A granular user of client A with exactly these authorities (and ROLE_USER). */
async function granularUser(authorities: readonly Authority[]): Promise<number> {
  userSequence += 1;
  const name = `matriz${userSequence}${randomBytes(3).toString('hex')}`;
  const [user] = await t.app.db
    .insert(users)
    .values({
      username: name,
      email: `${name}@acme.local`,
      name: 'Usuário da Matriz',
      passwordHash: 'x',
      employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
      clientId: DEMO_CLIENTS.acme.id,
      termsAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  const granted = await t.app.db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, [AUTHORITIES.USER, ...authorities]));
  await t.app.db
    .insert(userRoles)
    .values(granted.map((role) => ({ userId: user!.id, roleId: role.id })));
  return user!.id;
}

/** Granular authorities, so "without X" still holds every other one. */
const GRANULAR: Authority[] = [
  AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
  AUTHORITIES.CONTROLE_ORCAMENTARIO,
  AUTHORITIES.GESTAO_USUARIOS,
  AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
  AUTHORITIES.ASSESSMENT_TERCEIROS,
  AUTHORITIES.TESTE_LEGITIMO_INTERESSE,
  AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS,
  ...DEFINITION_ACCESS.map((access) => access.authority),
];

const granularTokens = new Map<string, { with: string; without: string }>();
async function granularPair(authority: Authority | undefined) {
  const key = authority ?? 'none';
  let pair = granularTokens.get(key);
  if (!pair) {
    pair = authority
      ? {
          with: await tokenFor(await granularUser([authority])),
          without: await tokenFor(await granularUser(GRANULAR.filter((a) => a !== authority))),
        }
      : {
          with: await tokenFor(await idOf('cliente.usuario')),
          without: await tokenFor(await idOf('acme.temporario')),
        };
    granularTokens.set(key, pair);
  }
  return pair;
}

let fixedTokens: Record<Exclude<Caller, 'granularWith' | 'granularWithout'>, string | null>;
let leadId: number;

async function createFixtures(): Promise<MatrixFixtures> {
  const db = t.app.db;
  const storage = t.app.fileStorage;
  const clientAdminId = await idOf('cliente.admin');
  const participantId = await idOf('participante');
  const [serviceType] = await db.select({ id: demands.serviceTypeId }).from(demands).limit(1);

  async function demand(options: { status?: string } = {}) {
    const [row] = await db
      .insert(demands)
      .values({
        clientId: DEMO_CLIENTS.acme.id,
        demanda: 'Demanda da matriz de acesso',
        serviceTypeId: serviceType!.id,
        prazoAtendimento: 'CUSTOMIZADO',
        prazo: '2099-12-21', // a Monday: a deadline falls on a business day (demands M4)
        descricaoTrabalho: 'Descrição',
        status: (options.status ?? 'PENDENTE') as never,
        createdByUserId: clientAdminId,
      })
      .returning({ id: demands.id });
    await db.insert(demandParticipants).values({ demandId: row!.id, userId: participantId });
    return row!.id;
  }

  return {
    clientA: DEMO_CLIENTS.acme.id,
    clientB: DEMO_CLIENTS.beta.id,
    demand,
    async document() {
      const demandId = await demand();
      const stored = await storage.save(Buffer.from('%PDF-1.4 matriz'), 'matriz.pdf');
      const [row] = await db
        .insert(demandDocuments)
        .values({
          demandId,
          filename: 'matriz.pdf',
          storageKey: stored.key,
          size: stored.size,
          contentType: 'application/pdf',
        })
        .returning({ id: demandDocuments.id });
      return row!.id;
    },
    async commentAttachment() {
      const demandId = await demand();
      const [comment] = await db
        .insert(demandComments)
        .values({ demandId, description: 'Comentário', createdByUserId: clientAdminId })
        .returning({ id: demandComments.id });
      const stored = await storage.save(Buffer.from('%PDF-1.4 anexo'), 'anexo.pdf');
      const [row] = await db
        .insert(demandCommentAttachments)
        .values({
          commentId: comment!.id,
          filename: 'anexo.pdf',
          storageKey: stored.key,
          size: stored.size,
          contentType: 'application/pdf',
          kind: 'document',
        })
        .returning({ id: demandCommentAttachments.id });
      return row!.id;
    },
    async participantRow() {
      const demandId = await demand();
      const userId = await granularUser([]);
      const [row] = await db
        .insert(demandParticipants)
        .values({ demandId, userId })
        .returning({ id: demandParticipants.id });
      return row!.id;
    },
    plainUser: () => granularUser([]),
    async withoutErasureRequests() {
      await db.delete(userErasureRequests);
    },
    async erasureRequest() {
      const [row] = await db
        .insert(userErasureRequests)
        .values({
          userId: await granularUser([]),
          requestedAt: new Date(),
          deadline: '2099-01-15',
        })
        .returning({ id: userErasureRequests.id });
      return row!.id;
    },
    async emptyClient() {
      const id = 900000 + Math.floor(Math.random() * 99999);
      await db.insert(clients).values({ id, name: `Cliente Matriz ${id}` } as never);
      return id;
    },
    async clientSimulation() {
      const [row] = await db
        .select({ id: fineSimulations.id })
        .from(fineSimulations)
        .where(
          and(
            eq(fineSimulations.createdByUserId, clientAdminId),
            eq(fineSimulations.origin, SIMULATION_ORIGIN.DPO),
          ),
        )
        .limit(1);
      return row!.id;
    },
    async leadSimulation() {
      const [row] = await db
        .select({ id: fineSimulations.id })
        .from(fineSimulations)
        .where(eq(fineSimulations.leadId, leadId))
        .limit(1);
      return row!.id;
    },
    get matrixLead() {
      return leadId;
    },
    async freshLead() {
      const [row] = await db
        .insert(leads)
        .values({ name: 'Lead Apagável', email: 'apagavel@lead.com', company: 'Apagável Ltda' })
        .returning({ id: leads.id });
      return row!.id;
    },
    async price() {
      const [row] = await db
        .select({ id: clientPricesHours.id })
        .from(clientPricesHours)
        .where(eq(clientPricesHours.clientId, DEMO_CLIENTS.acme.id))
        .limit(1);
      return row!.id;
    },
    async lawyer() {
      const [row] = await db.select({ id: lawyers.id }).from(lawyers).limit(1);
      return row!.id;
    },
    multipart(parts, files = []) {
      const boundary = `----dpohub-matrix-${randomBytes(4).toString('hex')}`;
      const chunks: Buffer[] = [];
      for (const [name, value] of Object.entries(parts)) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
          ),
        );
      }
      for (const file of files) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
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
    },
  };
}

describe('access matrix', () => {
  it('has an entry for every route of the running instance, and no stale entry', () => {
    const listed = t.app.guardedRoutes.map((route) => `${route.method} ${route.url}`);
    const missing = listed.filter((key) => !(key in ACCESS_MATRIX));
    const stale = Object.keys(ACCESS_MATRIX).filter((key) => !listed.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(listed.length).toBeGreaterThanOrEqual(67);
  });

  it('names only real routes among the writes left open after a contract ends', () => {
    const listed = t.app.guardedRoutes.map((route) => `${route.method} ${route.url}`);
    expect(CONTRACT_END_WRITES.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('answers every route x caller with the expected status', async () => {
    const [lead] = await t.app.db
      .select({ id: fineSimulations.leadId })
      .from(fineSimulations)
      .where(isNotNull(fineSimulations.leadId))
      .limit(1);
    leadId = lead!.id!;
    fixedTokens = {
      anonymous: null,
      lead: issueLeadToken(t.app, leadId, t.clock, 3600).token,
      participant: await tokenFor(await idOf('participante')),
      clientAdmin: await tokenFor(await idOf('cliente.admin')),
      otherClientAdmin: await tokenFor(await idOf('beta.admin')),
      firmAdmin: await tokenFor(await idOf('admin')),
    };
    const fixtures = await createFixtures();

    const mismatches: string[] = [];
    let calls = 0;
    let serverErrors = 0;
    for (const route of t.app.guardedRoutes) {
      const key = `${route.method} ${route.url}`;
      const entry = ACCESS_MATRIX[key];
      if (!entry) continue;
      const pair = await granularPair(entry.authority ?? route.access.policy);
      for (const caller of CALLERS) {
        const callerToken =
          caller === 'granularWith'
            ? pair.with
            : caller === 'granularWithout'
              ? pair.without
              : fixedTokens[caller];
        // A call that ends the caller's session is made with a new session of the same user.
        const token =
          entry.ownSession && callerToken && caller !== 'lead'
            ? await tokenFor(Number(t.app.jwt.decode<{ sub: string }>(callerToken)!.sub))
            : callerToken;
        const request = await entry.request(fixtures, caller);
        calls += 1;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: request.url,
          // One address per call: the per-IP limits of the public calls are not under test here.
          remoteAddress: `10.77.${Math.floor(calls / 250)}.${calls % 250}`,
          payload: request.payload as string | undefined,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...request.headers,
          },
        });
        if (response.statusCode >= 500) serverErrors += 1;
        // 'Encerrar todas as outras' ended the caller's usual session too: it gets a new one.
        if (entry.ownSession && callerToken && caller !== 'lead') {
          const renewed = await tokenFor(
            Number(t.app.jwt.decode<{ sub: string }>(callerToken)!.sub),
          );
          if (caller === 'granularWith') pair.with = renewed;
          else if (caller === 'granularWithout') pair.without = renewed;
          else fixedTokens[caller] = renewed;
        }
        if (response.statusCode !== entry.expect[caller]) {
          mismatches.push(
            `${key} as ${caller}: ${response.statusCode} (expected ${entry.expect[caller]}) ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    process.stdout.write(
      `access matrix: ${t.app.guardedRoutes.length} routes x ${CALLERS.length} callers = ${calls} calls, ${serverErrors} 5xx\n`,
    );
    expect(mismatches).toEqual([]);
    expect(serverErrors).toBe(0);
  }, 300_000);
});

describe('contracted functions (security M1)', () => {
  it('refuses a client administrator every route of a function its client has not contracted', async () => {
    // Client C contracted nothing; its administrator holds every client role.
    const clientC = 990_001;
    await t.app.db.insert(clients).values({ id: clientC, name: 'Gama Sem Contrato' } as never);
    const [admin] = await t.app.db
      .insert(users)
      .values({
        username: 'gama.admin',
        email: 'gama.admin@gama.local',
        name: 'Administradora Gama',
        passwordHash: 'x',
        employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_ADMINISTRADOR,
        clientId: clientC,
        termsAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    const granted = await t.app.db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.name, [AUTHORITIES.USER, ...GRANULAR]));
    await t.app.db
      .insert(userRoles)
      .values(granted.map((role) => ({ userId: admin!.id, roleId: role.id })));
    let uncontracted = await tokenFor(admin!.id);
    let other = await tokenFor(await idOf('beta.admin'));
    let renew = false;
    const fixtures = await createFixtures();
    const refusedRoutes = contractRoutes();

    const mismatches: string[] = [];
    let calls = 0;
    let refused = 0;
    const send = async (method: string, request: MatrixRequest, token: string) => {
      calls += 1;
      return t.app.inject({
        method: method as 'GET',
        url: request.url,
        remoteAddress: `10.78.${Math.floor(calls / 250)}.${calls % 250}`,
        payload: request.payload as string | undefined,
        headers: { authorization: `Bearer ${token}`, ...request.headers },
      });
    };
    for (const route of t.app.guardedRoutes) {
      const key = `${route.method} ${route.url}`;
      const entry = ACCESS_MATRIX[key]!;
      // 'Encerrar todas as outras' ended the callers' usual sessions: new ones before the next call.
      if (renew) {
        uncontracted = await tokenFor(admin!.id);
        other = await tokenFor(await idOf('beta.admin'));
      }
      // A call that ends the caller's session is made with a new one of the same user.
      const response = await send(
        route.method,
        await entry.request(fixtures, 'otherClientAdmin'),
        entry.ownSession ? await tokenFor(admin!.id) : uncontracted,
      );
      renew = entry.ownSession === true;
      if (refusedRoutes[key]) {
        refused += 1;
        const message = response.statusCode === 403 ? response.json().message : response.body;
        if (response.statusCode !== 403 || message !== API_MESSAGES.functionNotContracted) {
          mismatches.push(
            `${key}: ${response.statusCode} ${message} (expected 403, not contracted)`,
          );
        }
        continue;
      }
      const compared = await send(
        route.method,
        await entry.request(fixtures, 'otherClientAdmin'),
        entry.ownSession ? await tokenFor(await idOf('beta.admin')) : other,
      );
      if (response.statusCode !== compared.statusCode) {
        mismatches.push(
          `${key}: ${response.statusCode} (another client's administrator: ${compared.statusCode}) ${response.body.slice(0, 100)}`,
        );
      }
    }
    const unknown = Object.keys(refusedRoutes).filter((key) => !(key in ACCESS_MATRIX));
    process.stdout.write(
      `contracted functions: ${t.app.guardedRoutes.length} routes as a client administrator without a contract, ${refused} refused as not contracted, ${calls} calls\n`,
    );
    expect({ mismatches, unknown }).toEqual({ mismatches: [], unknown: [] });
  }, 300_000);
});

describe('role grants (security C1)', () => {
  async function rolesOf(userId: number): Promise<string[]> {
    const rows = await t.app.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId));
    return rows.map((row) => row.name).sort();
  }

  let sequence = 0;
  function userBody(roleIds: number[], username?: string) {
    sequence += 1;
    const name = username ?? `concessao${sequence}${randomBytes(3).toString('hex')}`;
    return {
      username: name,
      name: 'Usuário da Concessão',
      email: `${name}@acme.local`,
      jobTitle: 'Analista',
      department: 'Compliance',
      employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
      client: { id: DEMO_CLIENTS.acme.id },
      temporaryAccess: false,
      expirationDate: null,
      roles: roleIds.map((id) => ({ id })),
    };
  }

  it('lets every kind of manager grant only the roles it holds: new user, another user, itself', async () => {
    const usersRoleId = ROLE_CATALOG.find((role) => role.name === AUTHORITIES.GESTAO_USUARIOS)!.id;
    const fixed: Record<Exclude<GrantCaller, 'userManager' | 'userManagerSelf'>, string> = {
      firmAdmin: await tokenFor(await idOf('admin')),
      clientAdmin: await tokenFor(await idOf('cliente.admin')),
      otherClientAdmin: await tokenFor(await idOf('beta.admin')),
    };
    const userManager = await tokenFor(await granularUser([AUTHORITIES.GESTAO_USUARIOS]));
    const mismatches: string[] = [];
    const tally: Record<GrantOutcome, number> = { stored: 0, dropped: 0, refused: 0 };
    let calls = 0;

    const check = async (
      label: string,
      outcome: GrantOutcome,
      send: () => Promise<{ statusCode: number; body: string }>,
      target: () => Promise<number | null>,
      authority: string,
      before: string[] | null,
    ) => {
      calls += 1;
      tally[outcome] += 1;
      const response = await send();
      const ok = response.statusCode === 200 || response.statusCode === 201;
      const id = await target();
      const stored = id === null ? null : await rolesOf(id);
      const holds = stored?.includes(authority) ?? false;
      const right =
        outcome === 'refused'
          ? // Another client's user answers as a missing one (security L3).
            (response.statusCode === 403 ||
              (label.includes('another user') && response.statusCode === 404)) &&
            (before === null ? stored === null : JSON.stringify(stored) === JSON.stringify(before))
          : ok && holds === (outcome === 'stored');
      if (!right) {
        mismatches.push(
          `${label}: ${response.statusCode} roles ${JSON.stringify(stored)} (expected ${outcome}) ${response.body.slice(0, 100)}`,
        );
      }
    };

    for (const [authority, expected] of Object.entries(ROLE_GRANT_MATRIX)) {
      const roleId = ROLE_CATALOG.find((role) => role.name === authority)!.id;
      const roleIds = [usersRoleId, roleId];
      for (const caller of GRANT_CALLERS) {
        const outcome = expected[caller];
        if (caller === 'userManagerSelf') {
          const selfId = await granularUser([AUTHORITIES.GESTAO_USUARIOS]);
          const token = await tokenFor(selfId);
          const before = await rolesOf(selfId);
          const [self] = await t.app.db.select().from(users).where(eq(users.id, selfId));
          await check(
            `${authority} by ${caller}`,
            outcome,
            () =>
              t.app.inject({
                method: 'PUT',
                url: `/api/user/${selfId}`,
                headers: { authorization: `Bearer ${token}` },
                payload: { ...userBody(roleIds, self!.username), email: self!.email },
              }),
            async () => selfId,
            authority,
            before,
          );
          continue;
        }
        const token = caller === 'userManager' ? userManager : fixed[caller];
        const created = userBody(roleIds);
        await check(
          `${authority} by ${caller} on a new user`,
          outcome,
          () =>
            t.app.inject({
              method: 'POST',
              url: '/api/user',
              headers: { authorization: `Bearer ${token}` },
              payload: created,
            }),
          async () => {
            const [row] = await t.app.db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.username, created.username));
            return row?.id ?? null;
          },
          authority,
          null,
        );
        const otherId = await granularUser([]);
        const [other] = await t.app.db.select().from(users).where(eq(users.id, otherId));
        const before = await rolesOf(otherId);
        await check(
          `${authority} by ${caller} on another user`,
          outcome,
          () =>
            t.app.inject({
              method: 'PUT',
              url: `/api/user/${otherId}`,
              headers: { authorization: `Bearer ${token}` },
              payload: { ...userBody(roleIds, other!.username), email: other!.email },
            }),
          async () => otherId,
          authority,
          before,
        );
      }
    }
    process.stdout.write(
      `role grants: ${Object.keys(ROLE_GRANT_MATRIX).length} roles x ${GRANT_CALLERS.length} managers = ${calls} saves (${tally.stored} stored, ${tally.dropped} dropped, ${tally.refused} refused)\n`,
    );
    expect(mismatches).toEqual([]);
  }, 300_000);
});
