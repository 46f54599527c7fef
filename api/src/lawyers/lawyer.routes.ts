import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  changesBetween,
  FEATURES,
  PAGE_SIZE,
  validateLawyerSave,
} from '@dpohub/domain';
import {
  IdParams,
  Lawyer,
  LawyerBody,
  LawyerFilterQuery,
  LawyerList,
  LawyerListQuery,
  LawyerPage,
  LawyerUpdateBody,
  StaffAccountList,
} from '@dpohub/domain/wire';
import { recordAudit, recordChanges, requestActor } from '../audit/audit-writer';
import { badRequest, conflict, notFound } from '../errors/api-error';
import { pageRequest, parseSort, toPage } from '../lists';
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

/** A filter flag as text (empty filters arrive as `status=`). */
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

export const lawyerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      // Read by the staff demand screens as well as by lawyer management: both are firm staff.
      config: { access: FEATURES.staffDemands },
      schema: {
        tags: ['lawyer'],
        summary: 'Every lawyer by name; active=true keeps only the active ones',
        querystring: LawyerListQuery,
        response: { 200: LawyerList },
      },
    },
    async (request) => listLawyers(app.db, request.query.active === 'true'),
  );

  app.get(
    '/contas',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'The enabled firm staff accounts a lawyer may be linked to (demands M3)',
        response: { 200: StaffAccountList },
      },
    },
    async () => staffAccounts(app.db),
  );

  app.get(
    '/filter',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'Lawyers page sorted by name, filtered by name and status',
        querystring: LawyerFilterQuery,
        response: { 200: LawyerPage },
      },
    },
    async (request) => {
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

  app.post(
    '/',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'Add a lawyer (the screen sends id 0 and status true)',
        body: LawyerBody,
        response: { 201: Lawyer },
      },
    },
    async (request, reply) => {
      const name = lawyerName(request.body.name);
      const userId = request.body.userId ?? null;
      await assertAccount(app.db, userId, null);
      const lawyer = await withUniqueName(() =>
        app.db.transaction(async (tx) => {
          const created = await insertLawyer(tx, name, request.body.status ?? true, userId);
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

  app.put(
    '/:id',
    {
      config: { access: FEATURES.lawyers },
      schema: {
        tags: ['lawyer'],
        summary: 'Rename a lawyer or change the status',
        params: IdParams,
        body: LawyerUpdateBody,
        response: { 200: Lawyer },
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
