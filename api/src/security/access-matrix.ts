import {
  AUTHORITIES,
  ASSESSMENT_FORMS,
  DEFINITION_ACCESS,
  defaultBudgetPeriod,
  type Authority,
  type ContractableFunction,
  type DefinitionAccessOf,
} from '@dpohub/domain';
import { ASSESSMENT_KIND_RULES } from '../assessments/assessment-kinds';

/**
 * The access matrix: for every route of the API, the status each kind of caller gets.
 * access-matrix.test.ts reads the route list from the running Fastify instance, so a route
 * without an entry here fails the suite. Adding a route = adding one entry (see api/README.md).
 */

/** Who calls. The granular callers hold (or lack) the entry's `authority`. */
export const CALLERS = [
  'anonymous',
  'lead',
  'participant',
  'granularWith',
  'granularWithout',
  'clientAdmin',
  'otherClientAdmin',
  'firmAdmin',
] as const;

export type Caller = (typeof CALLERS)[number];

export type Expectation = Record<Caller, number>;

/** What the fixtures offer the request builders (records of client A = Acme, B = Beta). */
export interface MatrixFixtures {
  /** A fresh PENDENTE demand of client A created by its administrator, `participant` attached. */
  demand(options?: { status?: string }): Promise<number>;
  /** A fresh document row (with its stored file) on a fresh demand of client A. */
  document(): Promise<number>;
  /** A fresh comment attachment on a fresh demand of client A. */
  commentAttachment(): Promise<number>;
  /** A fresh participant row (not the caller) on a fresh demand of client A. */
  participantRow(): Promise<number>;
  /** A fresh granular user of client A holding only ROLE_USER. */
  plainUser(): Promise<number>;
  /** Removes every request to erase an account (a caller's own earlier one is not open). */
  withoutErasureRequests(): Promise<void>;
  /** An open request to erase the account of a fresh granular user of client A. */
  erasureRequest(): Promise<number>;
  /** A fresh client with nothing attached (deletable). */
  emptyClient(): Promise<number>;
  /** A DPO simulation created by client A's administrator. */
  clientSimulation(): Promise<number>;
  /** The lead's own landing-page simulation. */
  leadSimulation(): Promise<number>;
  /** The id of the lead the matrix signs in as (its follow-up may change, never erased). */
  matrixLead: number;
  /** A fresh lead of its own (erasable). */
  freshLead(): Promise<number>;
  /** A price row of client A. */
  price(): Promise<number>;
  lawyer(): Promise<number>;
  clientA: number;
  clientB: number;
  /** A multipart body of parts (JSON values are serialised) and files. */
  multipart(
    parts: Record<string, unknown>,
    files?: { field: string; name: string; content: Buffer; type?: string }[],
  ): { payload: Buffer; headers: Record<string, string> };
}

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  /** The authority the granular callers hold (granularWith) or lack (granularWithout). */
  authority?: Authority;
  /**
   * The call ends the caller's own session (or its other ones): it is made with a new session
   * of the caller's user, so the caller's later calls keep theirs.
   */
  ownSession?: boolean;
  request(f: MatrixFixtures, caller: Caller): Promise<MatrixRequest> | MatrixRequest;
  expect: Expectation;
}

// ---- Expectation shorthands ----

/** The statuses the matrix expects, by name. */
const OK = 200;
const CREATED = 201;
const NO_CONTENT = 204;
/** The body is refused after the access check. */
const BAD_REQUEST = 400;
/** No session. */
const UNAUTHORIZED = 401;
/** Refused by the rule. */
const FORBIDDEN = 403;
/** A record the caller may not see answers as a missing one: ids reveal nothing. */
const NOT_FOUND = 404;
/** The state of the record refuses the call. */
const CONFLICT = 409;

function row(
  anonymous: number,
  lead: number,
  participant: number,
  granularWith: number,
  granularWithout: number,
  clientAdmin: number,
  otherClientAdmin: number,
  firmAdmin: number,
): Expectation {
  return {
    anonymous,
    lead,
    participant,
    granularWith,
    granularWithout,
    clientAdmin,
    otherClientAdmin,
    firmAdmin,
  };
}

const everyone = (status: number) =>
  row(status, status, status, status, status, status, status, status);
/** Firm admins only (onlyAdmin / userType admin): everyone else signed in gets 403. */
const adminOnly = (ok: number) =>
  row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, ok);

const CONSULTAS = AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS;
const BUDGET = AUTHORITIES.CONTROLE_ORCAMENTARIO;
const USERS = AUTHORITIES.GESTAO_USUARIOS;

const json = (payload: unknown): Pick<MatrixRequest, 'payload' | 'headers'> => ({
  payload: payload as object,
  headers: { 'content-type': 'application/json' },
});

const requestDto = {
  serviceType: { id: 9 },
  tipoAvaliacao: 'PROTECAO_DE_DADOS',
  demanda: 'Revisão do contrato de parceria',
  descricaoTrabalho: 'Revisar as cláusulas de dados pessoais.',
  prazoAtendimento: 'CUSTOMIZADO',
  prazo: '2099-12-21',
  consumoHoras: false,
};

/** Assessment records are not created here: a missing id answers 404 to whoever passes the gate. */
const NO_ASSESSMENT = 999999;
const IMPLEMENTED = new Set(
  Object.values(ASSESSMENT_KIND_RULES).map((rules) => rules.form.apiSegment),
);

/** The five calls of an implemented assessment kind and the pie of every kind (spec 3 section 7). */
function assessmentEntries(): Record<string, MatrixEntry> {
  const entries: Record<string, MatrixEntry> = {};
  const base = '/api/lei-geral-protecao-de-dados';
  for (const form of Object.values(ASSESSMENT_FORMS)) {
    const segment = `${base}/${form.apiSegment}`;
    const gate = (ok: number) => row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, ok, FORBIDDEN, ok, ok, ok);
    entries[`GET ${segment}/pizzaChart`] = {
      authority: form.authority,
      request: () => ({ url: `${segment}/pizzaChart` }),
      expect: gate(OK),
    };
    // The five calls exist for the implemented kinds only.
    if (!IMPLEMENTED.has(form.apiSegment)) continue;
    entries[`POST ${segment}/tab/salvar`] = {
      authority: form.authority,
      request: () => ({ url: `${segment}/tab/salvar`, ...json({}) }),
      // A first step saved without id creates the record in the caller's client; a firm admin
      // must name the client (400 without it).
      expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, OK, BAD_REQUEST),
    };
    entries[`GET ${segment}/:id`] = {
      authority: form.authority,
      request: () => ({ url: `${segment}/${NO_ASSESSMENT}` }),
      expect: gate(NOT_FOUND),
    };
    entries[`GET ${segment}/completo/:id`] = {
      authority: form.authority,
      request: () => ({ url: `${segment}/completo/${NO_ASSESSMENT}` }),
      expect: gate(NOT_FOUND),
    };
    entries[`GET ${segment}/tab/finish/position`] = {
      authority: form.authority,
      request: () => ({
        url: `${segment}/tab/finish/position?id=${NO_ASSESSMENT}&position=${form.positions[0]}`,
      }),
      expect: gate(NOT_FOUND),
    };
    entries[`POST ${segment}/tab/conclusion`] = {
      authority: form.authority,
      request: () => ({ url: `${segment}/tab/conclusion`, ...json({}) }),
      expect: gate(BAD_REQUEST),
    };
  }
  entries[`GET ${base}/minhas-avaliacoes`] = {
    request: () => ({ url: `${base}/minhas-avaliacoes` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, OK, OK, OK, OK),
  };
  entries[`GET ${base}/minhas-avaliacoes/export-excel`] = {
    // The ROPA register (the default form): firm admins, and each client's administrators for
    // their own company (issue 28); a period with no record answers 400 (the matrix's own ROPA
    // saves fall in the current month).
    request: () => ({
      url: `${base}/minhas-avaliacoes/export-excel?periodoInicial=01/2001&periodoFinal=12/2001`,
    }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  };
  // Client A's identification as processing agent: read with the ROPA authority within the
  // client, changed by the firm and client A's administrators only.
  const ROPA_AUTHORITY = ASSESSMENT_FORMS.ropa.authority;
  entries[`GET ${base}/agente-tratamento/:clientId`] = {
    authority: ROPA_AUTHORITY,
    request: (f) => ({ url: `${base}/agente-tratamento/${f.clientA}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, FORBIDDEN, OK),
  };
  entries[`PUT ${base}/agente-tratamento/:clientId`] = {
    authority: ROPA_AUTHORITY,
    request: (f) => ({
      url: `${base}/agente-tratamento/${f.clientA}`,
      ...json({
        legalName: 'Acme Indústria Ltda',
        cnpj: '',
        address: '',
        email: '',
        phone: '',
        dpoName: '',
        dpoEmail: '',
        dpoPhone: '',
        dataSubjectChannel: '',
      }),
    }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK),
  };
  // The firm's identification on the dossiers: read by everyone signed in, changed by the firm.
  entries[`GET ${base}/escritorio`] = {
    request: () => ({ url: `${base}/escritorio` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  };
  entries[`PUT ${base}/escritorio`] = {
    request: () => ({
      url: `${base}/escritorio`,
      ...json({ name: 'Escritório', registration: '', address: '', email: '', phone: '' }),
    }),
    expect: adminOnly(OK),
  };
  entries[`GET ${base}/:id`] = {
    request: () => ({ url: `${base}/${NO_ASSESSMENT}` }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
    ),
  };
  // Issue 31: versions, their comparison, the questions and the review's comments of one
  // assessment: its own form authority and client are checked on the record
  // (assessment-review.routes.test.ts covers another client's administrator on a real record).
  const onRecord = (path: string, body?: object): MatrixEntry => ({
    request: () => ({ url: `${base}/${NO_ASSESSMENT}${path}`, ...(body ? json(body) : {}) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
    ),
  });
  entries[`GET ${base}/:id/versoes`] = onRecord('/versoes');
  entries[`GET ${base}/:id/versoes/comparar`] = onRecord('/versoes/comparar?de=1&para=2');
  entries[`GET ${base}/:id/questoes`] = onRecord('/questoes');
  entries[`GET ${base}/:id/comentarios`] = onRecord('/comentarios');
  entries[`POST ${base}/:id/comentarios`] = onRecord('/comentarios', {
    parentId: 1,
    text: 'Revise esta resposta.',
  });
  // The dossier PDF of a finished assessment: its own form authority and client are checked on
  // the record (tpa.routes.test.ts covers them on a real record).
  entries[`GET ${base}/:id/dossie`] = {
    request: () => ({ url: `${base}/${NO_ASSESSMENT}/dossie` }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
    ),
  };
  return entries;
}

/**
 * Budget control (issue 12): client A's figures over the screen's default period (a year back to
 * this month, where the seeded pack of client A is in force), so every call reaches the handler.
 * Another client's administrator naming client A is refused (403), a service of client A answers
 * 404 to it like a missing one; anonymous 401, leads and participants 403.
 */
function budgetEntries(): Record<string, MatrixEntry> {
  const base = '/api/controle-orcamentario';
  const { start, end } = defaultBudgetPeriod();
  const query = (clientA: number) =>
    `idCliente=${clientA}&periodoInicial=${encodeURIComponent(start)}&periodoFinal=${encodeURIComponent(end)}`;
  const clientCall = (path: string): MatrixEntry => ({
    authority: BUDGET,
    request: (f) => ({ url: `${base}/${path}?${query(f.clientA)}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, FORBIDDEN, OK),
  });
  return {
    [`GET ${base}/controle-por-status`]: clientCall('controle-por-status'),
    [`GET ${base}/total-servicos`]: clientCall('total-servicos'),
    [`GET ${base}/filter`]: clientCall('filter'),
    [`GET ${base}/contratacao`]: clientCall('contratacao'),
    [`GET ${base}/barra-progresso`]: clientCall('barra-progresso'),
    [`GET ${base}/export-excel`]: clientCall('export-excel'),
    // 200 only with a pack in the period: the seeded pack of client A is.
    [`GET ${base}/export-excel-historico-horas`]: clientCall('export-excel-historico-horas'),
    [`GET ${base}/banco-horas`]: clientCall('banco-horas'),
    [`GET ${base}/extrato`]: clientCall('extrato'),
    // The work per lawyer and service type is the firm's (granularWith passes the route's
    // authority and is refused by the handler).
    [`GET ${base}/distribuicao`]: {
      authority: BUDGET,
      request: (f) => ({ url: `${base}/distribuicao?${query(f.clientA)}` }),
      expect: adminOnly(200),
    },
    [`GET ${base}/:id`]: {
      authority: BUDGET,
      request: async (f) => ({ url: `${base}/${await f.demand()}` }),
      expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, NOT_FOUND, OK),
    },
    // Adding or removing hours is for firm admins only (FEATURES.addRemoveHours).
    'POST /api/banco-horas': {
      request: (f) => ({
        url: '/api/banco-horas',
        ...json({
          client: { id: f.clientA },
          quantidade: '010:00:00',
          valor: 2100,
          // A year from now: a pack lasts at most five years.
          dataExpiracao: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
        }),
      }),
      expect: adminOnly(CREATED),
    },
  };
}

/**
 * Every route: `'METHOD /url'` exactly as Fastify lists it. Statuses: 401 no session, 403 refused
 * by the rule, 404 a record the caller may not see (ids reveal nothing), 400 a body refused after
 * the access check.
 */
export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  // ---- Public ----
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: everyone(OK) },
  'GET /api/ready': { request: () => ({ url: '/api/ready' }), expect: everyone(OK) },
  'POST /api/oauth/token': {
    // No Basic credentials of the portal: refused before the body, whoever the bearer is.
    request: () => ({ url: '/api/oauth/token' }),
    expect: everyone(UNAUTHORIZED),
  },
  'POST /api/user/reset-password': {
    // One e-mail per caller: the per-account limit of codes is not under test here.
    request: (_f, caller) => ({
      url: `/api/user/reset-password?user_recover=${caller}%40exemplo.com`,
    }),
    expect: everyone(OK),
  },
  'POST /api/user/verification-code': {
    request: () => ({
      url: '/api/user/verification-code?user_recover=ninguem%40exemplo.com&verification_code=00000',
    }),
    expect: everyone(OK),
  },
  'POST /api/user/change-password': {
    request: () => ({
      url: '/api/user/change-password?user_recover=ninguem%40exemplo.com&verification_code=00000&password=Segr%40123',
    }),
    expect: everyone(BAD_REQUEST),
  },
  'POST /api/user/verification-login': {
    request: () => ({
      url: '/api/user/verification-login',
      ...json({ userName: 'ninguem', password: 'x' }),
    }),
    expect: everyone(OK),
  },
  'POST /api/user/set-password': {
    request: () => ({
      url: '/api/user/set-password',
      ...json({ token: 'x'.repeat(43), password: 'Segr@123' }),
    }),
    expect: everyone(BAD_REQUEST),
  },
  'GET /api/captcha/challenge': {
    request: () => ({ url: '/api/captcha/challenge' }),
    expect: everyone(OK),
  },
  'POST /api/captcha': {
    request: () => ({ url: '/api/captcha?token=bad' }),
    expect: everyone(OK),
  },
  'POST /api/user-lp/save': {
    // No solved captcha: refused for everyone.
    request: () => ({
      url: '/api/user-lp/save',
      ...json({ name: 'Ana', email: 'ana@exemplo.com', company: 'X', infoEmail: true }),
    }),
    expect: everyone(FORBIDDEN),
  },
  'POST /api/lead/descadastrar': {
    // Public: the signed token of a result e-mail is the only key; a forged one is refused.
    request: () => ({ url: '/api/lead/descadastrar', ...json({ token: `1.${'x'.repeat(43)}` }) }),
    expect: everyone(BAD_REQUEST),
  },

  // ---- Own account ----
  'GET /api/user/me': {
    request: () => ({ url: '/api/user/me' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'POST /api/user/accept-terms': {
    request: () => ({ url: '/api/user/accept-terms' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'PUT /api/user/update-password': {
    request: () => ({
      url: '/api/user/update-password',
      ...json({ oldPassword: 'errada', newPassword: 'Segr@123' }),
    }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'GET /api/user/notification-preferences': {
    request: () => ({ url: '/api/user/notification-preferences' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'PUT /api/user/notification-preferences': {
    // statusChanged is a kind every signed-in user may receive (and so switch).
    request: () => ({
      url: '/api/user/notification-preferences',
      ...json({ preferences: [{ kind: 'statusChanged', enabled: true }] }),
    }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },

  // ---- The firm's calendar: every signed-in user reads it, firm staff keep it ----
  'GET /api/calendario': {
    request: () => ({ url: '/api/calendario?ano=2027' }),
    expect: row(401, 403, 200, 200, 200, 200, 200, 200),
  },
  'GET /api/calendario/sedes': {
    request: () => ({ url: '/api/calendario/sedes' }),
    expect: adminOnly(200),
  },
  'GET /api/escritorio/email-resposta': {
    request: () => ({ url: '/api/escritorio/email-resposta' }),
    expect: adminOnly(OK),
  },
  'PUT /api/escritorio/email-resposta': {
    request: () => ({ url: '/api/escritorio/email-resposta', ...json({ replyTo: null }) }),
    expect: adminOnly(OK),
  },
  'PUT /api/calendario/sede': {
    request: () => ({ url: '/api/calendario/sede', ...json({ uf: 'SP', cidade: 'SP' }) }),
    expect: adminOnly(200),
  },
  'POST /api/calendario/fechamentos': {
    request: () => ({
      url: '/api/calendario/fechamentos',
      ...json({ inicio: '2099-03-02', descricao: 'Emenda de feriado' }),
    }),
    expect: adminOnly(201),
  },
  'DELETE /api/calendario/fechamentos/:id': {
    // No closure has this id: the caller who passes the gate learns only that.
    request: () => ({ url: '/api/calendario/fechamentos/999999' }),
    expect: adminOnly(404),
  },
  // ---- Two-factor sign-in and sessions (docs/decisions.md) ----
  'POST /api/oauth/revoke': {
    ownSession: true,
    request: () => ({ url: '/api/oauth/revoke' }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      NO_CONTENT,
      NO_CONTENT,
      NO_CONTENT,
      NO_CONTENT,
      NO_CONTENT,
      NO_CONTENT,
    ),
  },
  'GET /api/user/two-factor': {
    request: () => ({ url: '/api/user/two-factor' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'POST /api/user/two-factor/setup': {
    request: () => ({ url: '/api/user/two-factor/setup' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'POST /api/user/two-factor/confirm': {
    request: () => ({ url: '/api/user/two-factor/confirm', ...json({ code: '000000' }) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'POST /api/user/two-factor/recovery-codes': {
    request: () => ({ url: '/api/user/two-factor/recovery-codes', ...json({ code: '000000' }) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'POST /api/user/two-factor/disable': {
    request: () => ({ url: '/api/user/two-factor/disable', ...json({ code: '000000' }) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'GET /api/user/meus-dados': {
    request: () => ({ url: '/api/user/meus-dados' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/user/meus-dados/pdf': {
    request: () => ({ url: '/api/user/meus-dados/pdf' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/user/meus-dados/resumo': {
    request: () => ({ url: '/api/user/meus-dados/resumo' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  // Issue 31: a request to erase one's own account; the firm's admins answer it.
  'GET /api/user/meus-dados/exclusao': {
    request: () => ({ url: '/api/user/meus-dados/exclusao' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'POST /api/user/meus-dados/exclusao': {
    request: async (f) => {
      await f.withoutErasureRequests();
      return { url: '/api/user/meus-dados/exclusao', ...json({}) };
    },
    // The demo's firm admin is its last active one: refused with the reason.
    expect: row(UNAUTHORIZED, FORBIDDEN, CREATED, CREATED, CREATED, CREATED, CREATED, CONFLICT),
  },
  'GET /api/titulares/solicitacoes': {
    request: () => ({ url: '/api/titulares/solicitacoes?situacao=abertas' }),
    expect: adminOnly(OK),
  },
  'POST /api/titulares/solicitacoes/:id/atender': {
    request: async (f) => ({
      url: `/api/titulares/solicitacoes/${await f.erasureRequest()}/atender`,
    }),
    expect: adminOnly(OK),
  },
  'POST /api/titulares/solicitacoes/:id/recusar': {
    request: async (f) => ({
      url: `/api/titulares/solicitacoes/${await f.erasureRequest()}/recusar`,
      ...json({ baseLegal: 'I', justificativa: 'Registros que a lei obriga a guardar.' }),
    }),
    expect: adminOnly(OK),
  },
  'GET /api/user/sessions': {
    request: () => ({ url: '/api/user/sessions' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'DELETE /api/user/sessions/:id': {
    // A session id nobody has: each caller ends only its own sessions.
    request: () => ({ url: '/api/user/sessions/nenhuma-sessao-com-este-id' }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
    ),
  },
  'POST /api/user/sessions/end-others': {
    ownSession: true,
    request: () => ({ url: '/api/user/sessions/end-others' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/firm-settings': {
    request: () => ({ url: '/api/firm-settings' }),
    expect: adminOnly(OK),
  },
  'PUT /api/firm-settings': {
    request: () => ({ url: '/api/firm-settings', ...json({ twoFactorRequired: false }) }),
    expect: adminOnly(OK),
  },
  'GET /api/user/:id/account-security': {
    request: async (f) => ({ url: `/api/user/${await f.plainUser()}/account-security` }),
    expect: adminOnly(OK),
  },
  'POST /api/user/:id/two-factor/reset': {
    // A user without a second factor: 409 once past the gate.
    request: async (f) => ({ url: `/api/user/${await f.plainUser()}/two-factor/reset` }),
    expect: adminOnly(CONFLICT),
  },
  'POST /api/user/:id/sessions/end': {
    request: async (f) => ({ url: `/api/user/${await f.plainUser()}/sessions/end` }),
    expect: adminOnly(OK),
  },

  // ---- Clients ----
  'GET /api/client/all': {
    request: () => ({ url: '/api/client/all' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'POST /api/client': {
    request: () => ({ url: '/api/client', ...json({}) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      BAD_REQUEST,
    ),
  },
  'DELETE /api/client/:id': {
    request: async (f) => ({ url: `/api/client/${await f.emptyClient()}` }),
    expect: adminOnly(NO_CONTENT),
  },
  'GET /api/client/:id': {
    request: (f) => ({ url: `/api/client/${f.clientA}` }),
    expect: adminOnly(OK),
  },
  'PUT /api/client/:id': {
    // A fresh client, so the firm admin's change never renames client A.
    request: async (f) => ({
      url: `/api/client/${await f.emptyClient()}`,
      ...json({ name: 'Cliente renomeado', enableHoursBank: true }),
    }),
    expect: adminOnly(OK),
  },
  'POST /api/client/:id/encerrar-contrato': {
    // A fresh client, so ending its contract never touches client A's users.
    request: async (f) => ({
      url: `/api/client/${await f.emptyClient()}/encerrar-contrato`,
      ...json({ motivo: 'Fim da assessoria' }),
    }),
    expect: adminOnly(OK),
  },
  'GET /api/client/:id/functions': {
    request: (f) => ({ url: `/api/client/${f.clientA}/functions` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, NOT_FOUND, OK),
  },
  'PUT /api/client/:id/functions': {
    // A fresh client, so the firm admin's change never touches client A's cards.
    request: async (f) => ({
      url: `/api/client/${await f.emptyClient()}/functions`,
      ...json({ functions: ['ropa', 'dashboard'] }),
    }),
    expect: adminOnly(OK),
  },

  // ---- Users (ROLE_GESTAO_USUARIOS) ----
  'GET /api/user/filter': {
    authority: USERS,
    request: () => ({ url: '/api/user/filter' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, OK, OK),
  },
  'GET /api/user/client': {
    request: (f) => ({ url: `/api/user/client?clientId=${f.clientA}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, OK, OK, OK, OK),
  },
  'GET /api/user/:id': {
    authority: USERS,
    request: async (f) => ({ url: `/api/user/${await f.plainUser()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, NOT_FOUND, OK),
  },
  'POST /api/user': {
    authority: USERS,
    request: () => ({ url: '/api/user', ...json({}) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      BAD_REQUEST,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'PUT /api/user/:id': {
    authority: USERS,
    request: async (f) => ({ url: `/api/user/${await f.plainUser()}`, ...json({}) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      BAD_REQUEST,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'DELETE /api/user/:id': {
    authority: USERS,
    request: async (f) => ({ url: `/api/user/${await f.plainUser()}?enabled=false` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, NOT_FOUND, OK),
  },
  'GET /api/group-role/:id': {
    authority: USERS,
    request: () => ({ url: '/api/group-role/0' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, FORBIDDEN, OK, OK, OK),
  },

  // ---- Lawyers, client prices (firm admins) ----
  'GET /api/lawyer': { request: () => ({ url: '/api/lawyer' }), expect: adminOnly(OK) },
  'GET /api/lawyer/contas': {
    request: () => ({ url: '/api/lawyer/contas' }),
    expect: adminOnly(OK),
  },
  'GET /api/lawyer/filter': {
    request: () => ({ url: '/api/lawyer/filter' }),
    expect: adminOnly(OK),
  },
  'POST /api/lawyer': {
    request: () => ({
      url: '/api/lawyer',
      ...json({ id: 0, name: 'Nova Advogada', status: true }),
    }),
    expect: adminOnly(CREATED),
  },
  'PUT /api/lawyer/:id': {
    request: async (f) => {
      const id = await f.lawyer();
      return { url: `/api/lawyer/${id}`, ...json({ id, name: 'Advogada Editada', status: true }) };
    },
    expect: adminOnly(OK),
  },
  'GET /api/client-prices-hours': {
    request: () => ({ url: '/api/client-prices-hours' }),
    expect: adminOnly(OK),
  },
  'POST /api/client-prices-hours': {
    request: () => ({ url: '/api/client-prices-hours', ...json({}) }),
    expect: adminOnly(BAD_REQUEST),
  },
  'PUT /api/client-prices-hours/:id': {
    request: async (f) => ({ url: `/api/client-prices-hours/${await f.price()}`, ...json({}) }),
    expect: adminOnly(BAD_REQUEST),
  },
  'GET /api/client-prices-hours/current/:clientId': {
    request: (f) => ({ url: `/api/client-prices-hours/current/${f.clientA}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, OK, OK, NOT_FOUND, OK),
  },

  // ---- Demands (ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS for granular users) ----
  'GET /api/service-type': {
    request: () => ({ url: '/api/service-type' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/solicitacao/areas-internas': {
    request: () => ({ url: '/api/solicitacao/areas-internas' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/solicitacao/prazos': {
    request: () => ({ url: '/api/solicitacao/prazos' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/solicitacao/filter': {
    authority: CONSULTAS,
    // Lists are scoped, never refused: without the authority only attached demands show.
    request: () => ({ url: '/api/solicitacao/filter' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/solicitacao/documentos-consultas/filter': {
    authority: CONSULTAS,
    request: () => ({ url: '/api/solicitacao/documentos-consultas/filter' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'GET /api/solicitacao/export-excel': {
    request: () => ({ url: '/api/solicitacao/export-excel' }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      BAD_REQUEST,
    ),
  },
  'GET /api/solicitacao/relatorio-sla': {
    request: () => ({ url: '/api/solicitacao/relatorio-sla' }),
    expect: adminOnly(BAD_REQUEST),
  },
  'GET /api/solicitacao/relatorio-sla/export-excel': {
    request: () => ({ url: '/api/solicitacao/relatorio-sla/export-excel' }),
    expect: adminOnly(BAD_REQUEST),
  },
  // The staff queue (issue 29): firm staff only.
  'GET /api/solicitacao/fila': {
    request: () => ({ url: '/api/solicitacao/fila' }),
    expect: adminOnly(OK),
  },
  'GET /api/solicitacao/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao/${await f.demand()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'GET /api/solicitacao/documentos-consultas/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao/documentos-consultas/${await f.demand()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'POST /api/solicitacao': {
    request: () => ({ url: '/api/solicitacao', ...json({}) }),
    expect: adminOnly(BAD_REQUEST),
  },
  'PUT /api/solicitacao/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao/${await f.demand()}`, ...json({}) }),
    // The body is checked after the gate: the demand's own rules are in the fuzz and route tests.
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'PUT /api/solicitacao/:id/dados-internos': {
    request: async (f) => ({
      url: `/api/solicitacao/${await f.demand()}/dados-internos`,
      ...json({}),
    }),
    expect: adminOnly(BAD_REQUEST),
  },
  'POST /api/solicitacao/documentos-consultas': {
    authority: CONSULTAS,
    request: (f) => ({
      url: '/api/solicitacao/documentos-consultas',
      ...f.multipart({ documentosConsultasDto: requestDto }),
    }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      CREATED,
      FORBIDDEN,
      CREATED,
      CREATED,
      BAD_REQUEST,
    ),
  },
  'PUT /api/solicitacao/documentos-consultas/:id': {
    authority: CONSULTAS,
    request: async (f) => ({
      url: `/api/solicitacao/documentos-consultas/${await f.demand()}`,
      ...f.multipart({ documentosConsultasDto: requestDto }),
    }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'PATCH /api/solicitacao/:id': {
    authority: CONSULTAS,
    // The client's cancellation request on a pending demand.
    request: async (f) => ({ url: `/api/solicitacao/${await f.demand()}?status=toCancel` }),
    // Firm admins cancel directly: the client's request alias is refused to them.
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, OK, NOT_FOUND, OK, NOT_FOUND, FORBIDDEN),
  },
  'PATCH /api/solicitacao/update-archived/:id': {
    authority: CONSULTAS,
    request: async (f) => ({
      url: `/api/solicitacao/update-archived/${await f.demand({ status: 'FINALIZADO' })}?archived=true`,
    }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, FORBIDDEN, NOT_FOUND, FORBIDDEN, NOT_FOUND, OK),
  },
  'GET /api/solicitacao/download/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao/download/${await f.document()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'DELETE /api/solicitacao/removeDocument/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao/removeDocument/${await f.document()}` }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      NO_CONTENT,
      NOT_FOUND,
      NO_CONTENT,
      NOT_FOUND,
      NO_CONTENT,
    ),
  },
  'POST /api/solicitacao/:id/solicitacao-comentario': {
    authority: CONSULTAS,
    request: async (f) => ({
      url: `/api/solicitacao/${await f.demand()}/solicitacao-comentario`,
      ...f.multipart({ solicitacaoComentarioDto: { description: 'Comentário' } }),
    }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      CREATED,
      NOT_FOUND,
      CREATED,
      NOT_FOUND,
      CREATED,
    ),
  },
  'GET /api/solicitacao/:id/solicitacao-comentario': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao/${await f.demand()}/solicitacao-comentario` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'GET /api/solicitacao/:id/notas-internas': {
    request: async (f) => ({ url: `/api/solicitacao/${await f.demand()}/notas-internas` }),
    expect: adminOnly(OK),
  },
  'POST /api/solicitacao/:id/notas-internas': {
    request: async (f) => ({
      url: `/api/solicitacao/${await f.demand()}/notas-internas`,
      ...json({ text: 'Nota interna' }),
    }),
    expect: adminOnly(CREATED),
  },
  'GET /api/solicitacao/:id/anexo-comentario': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao/${await f.demand()}/anexo-comentario` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'GET /api/solicitacao/download/:id/solicitacao-comentario': {
    authority: CONSULTAS,
    request: async (f) => ({
      url: `/api/solicitacao/download/${await f.commentAttachment()}/solicitacao-comentario`,
    }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'POST /api/solicitacao-participante': {
    authority: CONSULTAS,
    request: async (f) => ({
      url: '/api/solicitacao-participante',
      ...json({ solicitacao: { id: await f.demand() }, user: { id: await f.plainUser() } }),
    }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      CREATED,
      FORBIDDEN,
      CREATED,
      NOT_FOUND,
      CREATED,
    ),
  },
  'GET /api/solicitacao-participante/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao-participante/${await f.demand()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },
  'DELETE /api/solicitacao-participante/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao-participante/${await f.participantRow()}` }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      NO_CONTENT,
      FORBIDDEN,
      NO_CONTENT,
      NOT_FOUND,
      NO_CONTENT,
    ),
  },
  'POST /api/solicitacao-participante/usuario-temporario': {
    authority: CONSULTAS,
    request: () => ({ url: '/api/solicitacao-participante/usuario-temporario', ...json({}) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      FORBIDDEN,
      BAD_REQUEST,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'POST /api/solicitacao-user': {
    request: () => ({ url: '/api/solicitacao-user', ...json({}) }),
    expect: adminOnly(BAD_REQUEST),
  },
  'GET /api/solicitacao-user/:id': {
    authority: CONSULTAS,
    request: async (f) => ({ url: `/api/solicitacao-user/${await f.demand()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, NOT_FOUND, OK, NOT_FOUND, OK),
  },

  // ---- Fine simulator ----
  'POST /api/simulacao_multa/save_lp': {
    request: () => ({ url: '/api/simulacao_multa/save_lp', ...json({}) }),
    expect: row(UNAUTHORIZED, OK, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN),
  },
  'PUT /api/simulacao_multa/:id': {
    request: async (f, caller) => ({
      url: `/api/simulacao_multa/${caller === 'lead' ? await f.leadSimulation() : await f.clientSimulation()}`,
      ...json({}),
    }),
    // Overwritten only by its creator (here the client administrator) or a firm admin.
    expect: row(
      UNAUTHORIZED,
      BAD_REQUEST,
      FORBIDDEN,
      FORBIDDEN,
      FORBIDDEN,
      BAD_REQUEST,
      NOT_FOUND,
      BAD_REQUEST,
    ),
  },
  'POST /api/simulacao_multa/save': {
    request: () => ({ url: '/api/simulacao_multa/save', ...json({}) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'GET /api/simulacao_multa/filter': {
    // Every signed-in user, scoped (domain simulationListScope); a lead token never lists.
    request: () => ({ url: '/api/simulacao_multa/filter' }),
    expect: row(UNAUTHORIZED, FORBIDDEN, OK, OK, OK, OK, OK, OK),
  },
  'PUT /api/lead/:id/acompanhamento': {
    request: (f) => ({
      url: `/api/lead/${f.matrixLead}/acompanhamento`,
      ...json({ status: 'CONTATADO' }),
    }),
    expect: adminOnly(OK),
  },
  'DELETE /api/lead/:id': {
    request: async (f) => ({ url: `/api/lead/${await f.freshLead()}` }),
    expect: adminOnly(204),
  },
  'GET /api/simulacao_multa/:id': {
    // Security M3: the creator (the client administrator), the client's administrators and the
    // firm; a colleague is refused, another client's caller finds nothing (L3).
    request: async (f) => ({ url: `/api/simulacao_multa/${await f.clientSimulation()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, OK, NOT_FOUND, OK),
  },
  'POST /api/simulacao_multa/documentos': {
    request: (f) => ({ url: '/api/simulacao_multa/documentos', ...f.multipart({}) }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },
  'GET /api/simulacao_multa/download/:id': {
    request: async (f) => ({ url: `/api/simulacao_multa/download/${await f.clientSimulation()}` }),
    expect: row(UNAUTHORIZED, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, OK, NOT_FOUND, OK),
  },
  'GET /api/simulacao_multa/export-excel': {
    // As the list; without a period every caller who passes the gate gets the 400.
    request: () => ({ url: '/api/simulacao_multa/export-excel' }),
    expect: row(
      UNAUTHORIZED,
      FORBIDDEN,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
      BAD_REQUEST,
    ),
  },

  // ---- Assessments (issue 13) ----
  ...assessmentEntries(),

  // ---- Budget control and hours bank (issue 12) ----
  ...budgetEntries(),

  // ---- Audit trail (issue 31): firm admins, and a client administrator for their own client ----
  'GET /api/auditoria': {
    request: (f) => ({ url: `/api/auditoria?clientId=${f.clientA}` }),
    // Another client's administrator naming client A is refused, never answered with A's events.
    expect: row(401, 403, 403, 403, 403, 200, 403, 200),
  },
  'GET /api/auditoria/export-excel': {
    // A period with no event answers 400 to whoever passes the gate and the client check.
    request: (f) => ({
      url: `/api/auditoria/export-excel?clientId=${f.clientA}&periodoInicial=01/01/2001&periodoFinal=31/01/2001`,
    }),
    expect: row(401, 403, 403, 403, 403, 400, 403, 400),
  },
  'GET /api/auditoria/verificacao': {
    request: () => ({ url: '/api/auditoria/verificacao' }),
    expect: adminOnly(200),
  },
};

// ---- Role grants (security C1) ----

/**
 * Who grants: the firm admin, client A's administrator, client B's administrator naming a user
 * of client A, a granular user manager of client A holding only ROLE_GESTAO_USUARIOS (on a new
 * user, on another user, and on itself).
 */
export const GRANT_CALLERS = [
  'firmAdmin',
  'clientAdmin',
  'otherClientAdmin',
  'userManager',
  'userManagerSelf',
] as const;

export type GrantCaller = (typeof GRANT_CALLERS)[number];

/**
 * What a save naming the role (beside ROLE_GESTAO_USUARIOS, which every manager here holds)
 * does: `stored` the user holds it afterwards; `dropped` the save succeeds and the role is not
 * stored (ROLE_ADMIN is not a granular permission: rolesOnSave leaves it out); `refused` 403 (404
 * for another client's user, security L3) and nothing changes.
 */
export type GrantOutcome = 'stored' | 'dropped' | 'refused';

function grants(
  firmAdmin: GrantOutcome,
  clientAdmin: GrantOutcome,
  otherClientAdmin: GrantOutcome,
  userManager: GrantOutcome,
  userManagerSelf: GrantOutcome,
): Record<GrantCaller, GrantOutcome> {
  return { firmAdmin, clientAdmin, otherClientAdmin, userManager, userManagerSelf };
}

/** Every role of the catalogue, by authority: a manager grants only what it holds itself. */
export const ROLE_GRANT_MATRIX: Record<Authority, Record<GrantCaller, GrantOutcome>> = {
  [AUTHORITIES.ADMIN]: grants('dropped', 'dropped', 'refused', 'refused', 'refused'),
  [AUTHORITIES.USER]: grants('stored', 'stored', 'refused', 'stored', 'stored'),
  [AUTHORITIES.AVALIACAO_NOVOS_PROJETOS]: grants(
    'stored',
    'stored',
    'refused',
    'refused',
    'refused',
  ),
  [AUTHORITIES.ASSESSMENT_TERCEIROS]: grants('stored', 'stored', 'refused', 'refused', 'refused'),
  [AUTHORITIES.TESTE_LEGITIMO_INTERESSE]: grants(
    'stored',
    'stored',
    'refused',
    'refused',
    'refused',
  ),
  [AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS]: grants(
    'stored',
    'stored',
    'refused',
    'refused',
    'refused',
  ),
  [AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS]: grants(
    'stored',
    'stored',
    'refused',
    'refused',
    'refused',
  ),
  [AUTHORITIES.GESTAO_USUARIOS]: grants('stored', 'stored', 'refused', 'stored', 'stored'),
  [AUTHORITIES.CONTROLE_ORCAMENTARIO]: grants('stored', 'stored', 'refused', 'refused', 'refused'),
  [AUTHORITIES.GESTAO_PARTICIPANTE]: grants('stored', 'stored', 'refused', 'refused', 'refused'),
  // Each kind written as a definition: an assessment authority like the spec's four.
  ...(Object.fromEntries(
    DEFINITION_ACCESS.map((access) => [
      access.authority,
      grants('stored', 'stored', 'refused', 'refused', 'refused'),
    ]),
  ) as Record<DefinitionAccessOf['authority'], Record<GrantCaller, GrantOutcome>>),
};

// ---- Contracted functions (security M1) ----

/**
 * Every route of a function a client contracts (docs/decisions.md "Contracted functions"): a
 * client administrator whose client has not contracted it gets 403 ('Esta função não está
 * contratada para a sua empresa.'). Every other route answers that caller as it answers another
 * client's administrator whose client contracted everything.
 */
export function contractRoutes(): Record<string, ContractableFunction> {
  const demands = 'documentsContractsConsultations';
  const routes: Record<string, ContractableFunction> = {
    'GET /api/service-type': demands,
    'GET /api/solicitacao/areas-internas': demands,
    'GET /api/solicitacao/prazos': demands,
    'GET /api/solicitacao/filter': demands,
    'GET /api/solicitacao/documentos-consultas/filter': demands,
    'GET /api/solicitacao/:id': demands,
    'GET /api/solicitacao/documentos-consultas/:id': demands,
    'PUT /api/solicitacao/:id': demands,
    'POST /api/solicitacao/documentos-consultas': demands,
    'PUT /api/solicitacao/documentos-consultas/:id': demands,
    'PATCH /api/solicitacao/:id': demands,
    'PATCH /api/solicitacao/update-archived/:id': demands,
    'GET /api/solicitacao/download/:id': demands,
    'DELETE /api/solicitacao/removeDocument/:id': demands,
    'POST /api/solicitacao/:id/solicitacao-comentario': demands,
    'GET /api/solicitacao/:id/solicitacao-comentario': demands,
    'GET /api/solicitacao/:id/anexo-comentario': demands,
    'GET /api/solicitacao/download/:id/solicitacao-comentario': demands,
    'POST /api/solicitacao-participante': demands,
    'GET /api/solicitacao-participante/:id': demands,
    'DELETE /api/solicitacao-participante/:id': demands,
    'POST /api/solicitacao-participante/usuario-temporario': demands,
    'GET /api/solicitacao-user/:id': demands,
    'GET /api/user/filter': 'users',
    'GET /api/user/:id': 'users',
    'POST /api/user': 'users',
    'PUT /api/user/:id': 'users',
    'DELETE /api/user/:id': 'users',
    'GET /api/group-role/:id': 'users',
  };
  for (const path of [
    'controle-por-status',
    'total-servicos',
    'filter',
    'contratacao',
    'barra-progresso',
    'export-excel',
    'export-excel-historico-horas',
    ':id',
  ]) {
    routes[`GET /api/controle-orcamentario/${path}`] = 'budgetControl';
  }
  const base = '/api/lei-geral-protecao-de-dados';
  // The list shows one kind at a time: without formId, the new-project evaluations.
  routes[`GET ${base}/minhas-avaliacoes`] = 'projectEvaluation';
  // Without formId the export is the ROPA register, which a client administrator exports for
  // their own company (issue 28, finding M8) only when the client contracted ROPA.
  routes[`GET ${base}/minhas-avaliacoes/export-excel`] = 'ropa';
  for (const form of Object.values(ASSESSMENT_FORMS)) {
    const segment = `${base}/${form.apiSegment}`;
    routes[`GET ${segment}/pizzaChart`] = 'dashboard';
    if (!IMPLEMENTED.has(form.apiSegment)) continue;
    routes[`POST ${segment}/tab/salvar`] = form.feature;
    routes[`GET ${segment}/:id`] = form.feature;
    routes[`GET ${segment}/completo/:id`] = form.feature;
    routes[`GET ${segment}/tab/finish/position`] = form.feature;
    routes[`POST ${segment}/tab/conclusion`] = form.feature;
  }
  return routes;
}
