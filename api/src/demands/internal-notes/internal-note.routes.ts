import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  INTERNAL_NOTE_FEATURE,
  internalNoteRefusal,
} from '@dpohub/domain';
import {
  IdParams,
  InternalNoteList,
  InternalNoteRequest,
  InternalNoteView,
} from '@dpohub/domain/wire';
import { recordAudit, requestActor } from '../../audit/audit-writer';
import { signedIn } from '../../auth/access-control';
import type { Database } from '../../db/database';
import { demandInternalNotes, users } from '../../db/schema';
import { badRequest } from '../../errors/api-error';
import { viewableDemand } from '../demand-access';

/** A demand keeps at most this many notes on its page (newest kept; a bounded read). */
export const INTERNAL_NOTES_LIMIT = 200;

async function listNotes(
  db: Database,
  filter: { demandId: number } | { noteId: number },
): Promise<InternalNoteView[]> {
  const rows = await db
    .select({
      id: demandInternalNotes.id,
      text: demandInternalNotes.text,
      createdAt: demandInternalNotes.createdAt,
      authorName: users.name,
    })
    .from(demandInternalNotes)
    .leftJoin(users, eq(users.id, demandInternalNotes.createdByUserId))
    .where(
      'demandId' in filter
        ? eq(demandInternalNotes.demandId, filter.demandId)
        : eq(demandInternalNotes.id, filter.noteId),
    )
    .orderBy(asc(demandInternalNotes.id))
    .limit(INTERNAL_NOTES_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdBy: row.authorName === null ? null : { name: row.authorName },
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Internal notes of a demand (issue 29, beyond), under /api/solicitacao: firm staff only, on
 * every call (403 to anyone else, before the demand is even looked up). No client route reads
 * this table, and no notice is sent.
 */
export const internalNoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/notas-internas',
    {
      config: { access: INTERNAL_NOTE_FEATURE },
      schema: {
        tags: ['demand internal notes'],
        summary: `The firm's internal notes on demand {id}, oldest first (at most ${INTERNAL_NOTES_LIMIT})`,
        params: IdParams,
        response: { 200: InternalNoteList },
      },
    },
    async (request) => {
      const { record } = await viewableDemand(app, request, request.params.id);
      return listNotes(app.db, { demandId: record.id });
    },
  );

  app.post(
    '/:id/notas-internas',
    {
      config: { access: INTERNAL_NOTE_FEATURE },
      schema: {
        tags: ['demand internal notes'],
        summary: 'Adds an internal note to demand {id}: only the firm reads it',
        params: IdParams,
        // The length is checked on the trimmed text, with the Portuguese message.
        body: InternalNoteRequest,
        response: { 201: InternalNoteView },
      },
    },
    async (request, reply) => {
      const { record } = await viewableDemand(app, request, request.params.id);
      const { account } = signedIn(request);
      const refusal = internalNoteRefusal(request.body.text);
      if (refusal) throw badRequest(refusal, { field: 'text' });
      const noteId = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(demandInternalNotes)
          .values({
            demandId: record.id,
            text: request.body.text.trim(),
            createdByUserId: account.id,
            createdAt: app.clock.now(),
          })
          .returning({ id: demandInternalNotes.id });
        // A firm-only kind: a client administrator's trail never lists it; the text stays out.
        await recordAudit(tx, app.clock, {
          kind: 'demand.noteAdded',
          actor: requestActor(request),
          clientId: record.clientId,
          record: { id: record.id, label: record.demanda },
          note: `Nota ${row!.id}`,
        });
        return row!.id;
      });
      const [note] = await listNotes(app.db, { noteId });
      return reply.status(201).send(note!);
    },
  );
};
