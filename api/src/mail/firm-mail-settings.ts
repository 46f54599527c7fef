import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_FIRM_SEAT,
  FIRM_MAIL_FEATURE,
  FIRM_MAIL_LABELS,
  normalisedReplyTo,
  replyToRefusal,
} from '@dpohub/domain';
import { FirmMailSettings, FirmMailSettingsBody } from '@dpohub/domain/wire';
import { recordChanges, requestActor } from '../audit/audit-writer';
import { FIRM_SETTINGS_ROW } from '../calendar/firm-calendar';
import type { Database } from '../db/database';
import { firmSettings } from '../db/schema';
import { badRequest } from '../errors/api-error';

/** The firm's reply address for the portal's e-mails, or null when none is set. */
export async function firmReplyTo(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ replyTo: firmSettings.replyToEmail })
    .from(firmSettings)
    .where(eq(firmSettings.id, FIRM_SETTINGS_ROW));
  return row?.replyTo ?? null;
}

/**
 * The firm's e-mail settings (demands m17), under /api/escritorio: firm admins read and set the
 * address replies go to; the change is audited in its transaction.
 */
export const firmMailSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/email-resposta',
    {
      config: { access: FIRM_MAIL_FEATURE },
      schema: {
        tags: ['firm'],
        summary: "The address replies to the portal's e-mails go to",
        response: { 200: FirmMailSettings },
      },
    },
    async () => ({ replyTo: await firmReplyTo(app.db) }),
  );

  app.put(
    '/email-resposta',
    {
      config: { access: FIRM_MAIL_FEATURE },
      schema: {
        tags: ['firm'],
        summary: "Sets (or clears, with null or blank) the reply address of the portal's e-mails",
        body: FirmMailSettingsBody,
        response: { 200: FirmMailSettings },
      },
    },
    async (request) => {
      const refusal = replyToRefusal(request.body.replyTo);
      if (refusal) throw badRequest(refusal, { field: 'replyTo' });
      const replyTo = normalisedReplyTo(request.body.replyTo);
      await app.db.transaction(async (tx) => {
        const before = await firmReplyTo(tx);
        const now = app.clock.now();
        await tx
          .insert(firmSettings)
          // The seat stays the calendar's default until a firm admin chooses one.
          .values({
            id: FIRM_SETTINGS_ROW,
            seatState: DEFAULT_FIRM_SEAT.uf,
            seatCity: DEFAULT_FIRM_SEAT.cidade,
            replyToEmail: replyTo,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: firmSettings.id,
            set: { replyToEmail: replyTo, updatedAt: now },
          });
        await recordChanges(
          tx,
          app.clock,
          {
            kind: 'firm.replyToChanged',
            actor: requestActor(request),
            clientId: null,
            record: { id: FIRM_SETTINGS_ROW, label: FIRM_MAIL_LABELS.title },
          },
          { before: { replyTo: before }, after: { replyTo }, fields: ['replyTo'] },
        );
      });
      return { replyTo };
    },
  );
};
