import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { classifyFile } from '@dpohub/domain';
import type { Database } from '../db/database';
import {
  demandCommentAttachments,
  demandComments,
  demandParticipants,
  demands,
  users,
} from '../db/schema';
import type { FileStorage } from '../files/file-storage';
import { DEMO_CLIENTS } from './demo-users';
import { PENDING_DEMO_FILE } from './simulator-seed';
import { demoPdf } from './simulator-demo-pdf';

/** A 32x32 PNG (a gold square on navy) for the demo image attachments. */
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAMUlEQVR42mOQ96ukKWIYtWDUgiFswaeVDCShUQtGLRi1YNSCUQuGpwWjVeaoBSPIAgBHTE09TBLewAAAAABJRU5ErkJggg==',
  'base64',
);

interface DemoComment {
  author: string;
  description: string;
  /** Hours before the seed ran, so the conversation reads in order. */
  hoursAgo: number;
  files: string[];
}

/** Conversations on the first demands of each demo client (by id), oldest first. */
const DEMO_CONVERSATIONS: { clientId: number; position: number; comments: DemoComment[] }[] = [
  {
    clientId: DEMO_CLIENTS.acme.id,
    position: 0,
    comments: [
      {
        author: 'cliente.admin',
        description: 'Segue a política publicada hoje no site, para a revisão.',
        hoursAgo: 50,
        files: ['Politica atual.pdf'],
      },
      {
        author: 'admin',
        description: 'Recebido. Retornamos com a versão revisada e as sugestões de ajuste.',
        hoursAgo: 30,
        files: [],
      },
    ],
  },
  {
    clientId: DEMO_CLIENTS.acme.id,
    position: 1,
    comments: [
      {
        author: 'cliente.usuario',
        description: 'Print da tela de contratação e a minuta enviada pelo provedor.',
        hoursAgo: 20,
        files: ['Tela de contratacao.png', 'Minuta do provedor.pdf'],
      },
      {
        author: 'admin',
        description:
          'Obrigado. Vamos incluir as cláusulas de suboperação e de transferência internacional.',
        hoursAgo: 4,
        files: [],
      },
    ],
  },
  {
    clientId: DEMO_CLIENTS.beta.id,
    position: 0,
    comments: [
      {
        author: 'beta.admin',
        description: 'Incluímos a tabela de temporalidade do RH no anexo.',
        hoursAgo: 12,
        files: ['Tabela de temporalidade.png'],
      },
    ],
  },
];

/** The demo participant takes part in the first two demands of Acme (spec 2 section 3). */
const DEMO_PARTICIPANT = { username: 'participante', clientId: DEMO_CLIENTS.acme.id, demands: 2 };

async function firstDemandIds(db: Database, clientId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: demands.id })
    .from(demands)
    .where(and(eq(demands.clientId, clientId), eq(demands.archived, false)))
    .orderBy(asc(demands.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function userIds(db: Database, usernames: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...usernames]));
  return new Map(rows.map((row) => [row.username, row.id]));
}

/**
 * Comments (some with an image and a document) and participants on the demo demands. Runs after
 * the demands seed; a demand that already has comments is left alone, so every start after the
 * first changes nothing. The attachment rows wait for their bytes until the API starts
 * (writeDemoCommentFiles), as the storage does not exist yet.
 */
export async function seedDemandActivity(db: Database, now = new Date()): Promise<void> {
  const authors = await userIds(db, [
    DEMO_PARTICIPANT.username,
    ...DEMO_CONVERSATIONS.flatMap((c) => c.comments.map((comment) => comment.author)),
  ]);

  const participantId = authors.get(DEMO_PARTICIPANT.username);
  const attached = await firstDemandIds(db, DEMO_PARTICIPANT.clientId, DEMO_PARTICIPANT.demands);
  if (participantId !== undefined && attached.length) {
    await db
      .insert(demandParticipants)
      .values(attached.map((demandId) => ({ demandId, userId: participantId, createdAt: now })))
      .onConflictDoNothing();
  }

  for (const conversation of DEMO_CONVERSATIONS) {
    const demandId = (await firstDemandIds(db, conversation.clientId, conversation.position + 1))[
      conversation.position
    ];
    if (demandId === undefined) continue;
    const [existing] = await db
      .select({ total: count() })
      .from(demandComments)
      .where(eq(demandComments.demandId, demandId));
    if ((existing?.total ?? 0) > 0) continue;
    for (const comment of conversation.comments) {
      const createdAt = new Date(now.getTime() - comment.hoursAgo * 3_600_000);
      const [row] = await db
        .insert(demandComments)
        .values({
          demandId,
          description: comment.description,
          createdByUserId: authors.get(comment.author) ?? null,
          createdAt,
        })
        .returning({ id: demandComments.id });
      if (!comment.files.length) continue;
      await db.insert(demandCommentAttachments).values(
        comment.files.map((filename) => {
          const kind = classifyFile(filename);
          return {
            commentId: row!.id,
            filename,
            storageKey: PENDING_DEMO_FILE,
            size: 0,
            contentType: kind === 'image' ? 'image/png' : 'application/pdf',
            kind,
            createdAt,
          };
        }),
      );
    }
  }
}

/** Writes the bytes of the seeded comment attachments through the storage (at API start). */
export async function writeDemoCommentFiles(db: Database, storage: FileStorage): Promise<number> {
  const pending = await db
    .select({
      id: demandCommentAttachments.id,
      filename: demandCommentAttachments.filename,
      kind: demandCommentAttachments.kind,
    })
    .from(demandCommentAttachments)
    .where(eq(demandCommentAttachments.storageKey, PENDING_DEMO_FILE));
  for (const file of pending) {
    const content =
      file.kind === 'image'
        ? DEMO_PNG
        : demoPdf([
            file.filename.replace(/\.pdf$/i, ''),
            'Documento de demonstração anexado a um comentário.',
            'DPOHUB - Solicitações',
          ]);
    // Staged, row updated, then promoted: a crash in between leaves nothing readable
    // without its row (the start-up sweep settles the staged file).
    const stored = await storage.stage(content, file.filename);
    await db
      .update(demandCommentAttachments)
      .set({ storageKey: stored.key, size: stored.size })
      .where(eq(demandCommentAttachments.id, file.id));
    await storage.promote(stored.key);
  }
  return pending.length;
}
