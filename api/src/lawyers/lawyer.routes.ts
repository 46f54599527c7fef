import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  changesBetween,
  FEATURES,
  PAGE_SIZE,
  validateLawyerSave,
  type Lawyer,
  type Page,
} from '@dpohub/domain';
import { recordAudit, recordChanges, requestActor } from '../audit/audit-writer';
import { badRequest, conflict, notFound } from '../errors/api-error';
import { NAME_MAX_LENGTH } from '../http/schema-limits';
import { pageQueryProperties, pageRequest, pageSchema, parseSort, toPage } from '../lists';
import {
  LawyerAccountTaken,
  LawyerNameTaken,
  accountProblem,
  filterLawyers,
  insertLawyer,
  listLawyers,
  lockLawyer,
  staffAccounts,
  updateLawyer,
} from './lawyer-repository';

/** A write whose name is another lawyer's answers 409 in Portuguese (platform m12). */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LawyerNameTaken) throw conflict(ADMIN_API_MESSAGES.lawyerNameTaken);
    if (error instanceof LawyerAccountTaken) {
      throw conflict(ADMIN_API_MESSAGES.lawyerAccountTaken);
    }
    throw error;
  }
}

const lawyerSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    status: { type: 'boolean', description: 'true active, false inactive' },
    userId: { type: ['integer', 'null'], description: "the lawyer's staff account, if linked" },
  },
  required: ['id', 'name', 'status'],
} as const;

const userIdProperty = {
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 2147483647,
  description: "the lawyer's staff account (demands M3); null unlinks, absent keeps it",
} as const;

const lawyerBody = {
  type: 'object',
  required: ['name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', maxLength: NAME_MAX_LENGTH },
    status: { type: 'boolean', default: true },
    userId: userIdProperty,
  },
} as const;

// Empty filters arrive as `status=`, so the flags are read as text.
const optionalFlag = { type: 'string', enum: ['', 'true', 'false'] } as const;
const flag = (value?: string) => (value ? value === 'true' : undefined);

/** The trimmed name, or 400 with the wording of spec 1 section 5. */
function lawyerName(raw: string): string {
  const problem = validateLawyerSave(raw);
  if (problem) throw badRequest(problem);
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * Lawyer management (spec 1 sections 2.10, 4 and 7), admin only. The full list also feeds the
 * lawyer choice of the staff demand screens (spec 2), where only active lawyers are offered.
 */
/** The fields of a lawyer the audit trail compares. */
const LAWYER_FIELDS = ['name', 'status', 'userId'] as const;

type LawyerBody = { id?: number; name: string; status: boolean; userId?: number | null };

/** 400 or 409 in Portuguese unless the account may be linked to this lawyer (null: a new one). */
async function assertAccount(
  db: Parameters<typeof accountProblem>[0],
  userId: number | null | undefined,
  lawyerId: number | null,
): Promise<void> {
  if (userId == null) return;
  const problem = await accountProblem(db, userId, lawyerId);
  if (problem === 'invalid') throw badRequest(ADMIN_API_MESSAGES.lawyerAccountInvalid);
  if (problem === 'taken') throw conflict(ADMIN_API_MESSAGES.lawyerAccountTaken);
}

export const lawyerRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { active?: string } }>(
    '/',
    {
      // Read by the staff demand screens as well as by lawyer management: both are firm staff.
      config: { access: FEATURES.staffDemands },
      schema: {
        tags: ['lawyer'],
        summary: 'Every lawyer by name; active=true keeps only the active ones',
        querystring: { type: 'object', properties: { active: optionalFlag } },
        response: { 200: { type: 'array', items: lawyerSchema } },
      },
    },
    async (request): Promise<Lawyer[]> => listLawyers(app.db, request.query.active === 'true'),
  );

  app.get(
    '/contas',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'The enabled firm staff accounts a lawyer may be linked to (demands M3)',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                email: { type: 'string' },
              },
              required: ['id', 'name', 'email'],
            },
          },
        },
      },
    },
    async () => staffAccounts(app.db),
  );

  app.get<{
    Querystring: { page?: number; size?: number; sort?: string; name?: string; status?: string };
  }>(
    '/filter',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'Lawyers page sorted by name, filtered by name and status',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            name: { type: 'string', maxLength: NAME_MAX_LENGTH },
            status: optionalFlag,
          },
        },
        response: { 200: pageSchema(lawyerSchema) },
      },
    },
    async (request): Promise<Page<Lawyer>> => {
      const { query } = request;
      const paging = pageRequest(query, PAGE_SIZE.lawyers);
      const { direction } = parseSort(query.sort, ['name'], 'name');
      const { rows, total, countLimit } = await filterLawyers(
        app.db,
        { name: query.name, status: flag(query.status) },
        { ...paging, direction },
      );
      return toPage(rows, total, paging, countLimit);
    },
  );

  app.post<{ Body: LawyerBody }>(
    '/',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'Add a lawyer (the screen sends id 0 and status true)',
        body: lawyerBody,
        response: { 201: lawyerSchema },
      },
    },
    async (request, reply) => {
      const name = lawyerName(request.body.name);
      const userId = request.body.userId ?? null;
      await assertAccount(app.db, userId, null);
      const lawyer = await withUniqueName(() =>
        app.db.transaction(async (tx) => {
          const created = await insertLawyer(tx, name, request.body.status, userId);
          await recordAudit(tx, app.clock, {
            kind: 'lawyer.created',
            actor: requestActor(request),
            clientId: null,
            record: { id: created.id, label: created.name },
            changes: changesBetween(null, created, LAWYER_FIELDS),
          });
          return created;
        }),
      );
      return reply.status(201).send(lawyer);
    },
  );

  app.put<{ Params: { id: number }; Body: LawyerBody }>(
    '/:id',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'Rename a lawyer or change the status',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        body: { ...lawyerBody, required: ['name', 'status'] },
        response: { 200: lawyerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) {
        throw badRequest(`${API_MESSAGES.invalidValue}: id`);
      }
      const name = lawyerName(request.body.name);
      const { userId } = request.body;
      await assertAccount(app.db, userId, id);
      const updated = await withUniqueName(() =>
        app.db.transaction(async (tx) => {
          const before = await lockLawyer(tx, id);
          if (!before) return null;
          const after = (await updateLawyer(tx, {
            id,
            name,
            status: request.body.status,
            userId,
          }))!;
          await recordChanges(
            tx,
            app.clock,
            {
              kind: 'lawyer.changed',
              actor: requestActor(request),
              clientId: null,
              record: { id, label: after.name },
            },
            { before, after, fields: LAWYER_FIELDS },
          );
          return after;
        }),
      );
      if (!updated) throw notFound(ADMIN_API_MESSAGES.lawyerNotFound);
      return updated;
    },
  );
};
