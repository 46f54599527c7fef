import { eq, inArray } from 'drizzle-orm';
import {
  demandCommentAttachments,
  demandComments,
  demandParticipants,
  demands,
} from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { userIdOf } from '../demands/demand-test-support';
import { seedDemandActivity } from './demand-activity-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demand activity demo seed', () => {
  it('attaches the demo participant to two demands of Acme', async () => {
    const participantId = await userIdOf(t, 'participante');
    const rows = await t.app.db
      .select({ clientId: demands.clientId })
      .from(demandParticipants)
      .innerJoin(demands, eq(demands.id, demandParticipants.demandId))
      .where(eq(demandParticipants.userId, participantId));
    expect(rows).toEqual([{ clientId: 1001 }, { clientId: 1001 }]);
  });

  it('adds comments with an image and a document whose bytes the API wrote at start', async () => {
    const files = await t.app.db.select().from(demandCommentAttachments);
    expect(files.map((file) => file.kind).sort()).toEqual([
      'document',
      'document',
      'image',
      'image',
    ]);
    expect(files.every((file) => file.storageKey !== '' && file.size > 0)).toBe(true);
    const images = await t.app.db
      .select({ id: demandCommentAttachments.id, clientId: demands.clientId })
      .from(demandCommentAttachments)
      .innerJoin(demandComments, eq(demandComments.id, demandCommentAttachments.commentId))
      .innerJoin(demands, eq(demands.id, demandComments.demandId))
      .where(eq(demandCommentAttachments.kind, 'image'))
      .orderBy(demands.clientId);
    expect(images.map((image) => image.clientId)).toEqual([1001, 1002]);
    const token = await t.login('cliente.admin');
    const download = (id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/solicitacao/download/${id}/solicitacao-comentario`,
        headers: bearer(token),
      });
    const acme = await download(images[0]!.id);
    expect(acme.statusCode).toBe(200);
    expect(acme.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Beta's image is not Acme's to read.
    expect((await download(images[1]!.id)).statusCode).toBe(404);
  });

  it('changes nothing when run again', async () => {
    const count = async () => ({
      comments: (await t.app.db.select().from(demandComments)).length,
      participants: (await t.app.db.select().from(demandParticipants)).length,
    });
    const before = await count();
    expect(before.comments).toBe(5);
    await seedDemandActivity(t.app.db);
    expect(await count()).toEqual(before);
    const commented = await t.app.db
      .selectDistinct({ demandId: demandComments.demandId })
      .from(demandComments);
    const clients = await t.app.db
      .selectDistinct({ clientId: demands.clientId })
      .from(demands)
      .where(
        inArray(
          demands.id,
          commented.map((row) => row.demandId),
        ),
      );
    expect(clients.map((row) => row.clientId).sort()).toEqual([1001, 1002]);
  });
});
