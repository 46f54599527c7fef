import { asc, eq, inArray } from 'drizzle-orm';
import type {
  CommentAttachmentListItem,
  CommentAttachmentSummary,
  DemandCommentView,
  FileKind,
} from '@dpohub/domain';
import type { Database } from '../../db/database';
import { demandCommentAttachments, demandComments, users } from '../../db/schema';

/** A stored attachment before its comment row exists. */
export interface NewCommentAttachment {
  filename: string;
  storageKey: string;
  size: number;
  contentType: string;
  kind: FileKind;
}

/** A comment attachment with what a download needs. */
export interface StoredCommentAttachment {
  id: number;
  demandId: number;
  filename: string;
  storageKey: string;
  size: number;
  contentType: string;
}

/** Keeps the comment and its attachments; returns the comment id. */
export async function insertComment(
  db: Database,
  comment: { demandId: number; description: string; createdByUserId: number },
  attachments: readonly NewCommentAttachment[],
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(demandComments)
    .values({ ...comment, createdAt: now })
    .returning({ id: demandComments.id });
  const commentId = row!.id;
  if (attachments.length) {
    await db
      .insert(demandCommentAttachments)
      .values(attachments.map((file) => ({ ...file, commentId, createdAt: now })));
  }
  return commentId;
}

/**
 * The comments of a demand, oldest first (a conversation reads top to bottom; the newest ends
 * the list), or only the one with `commentId`.
 */
export async function listComments(
  db: Database,
  filter: { demandId: number } | { commentId: number },
): Promise<DemandCommentView[]> {
  const rows = await db
    .select({
      id: demandComments.id,
      description: demandComments.description,
      createdAt: demandComments.createdAt,
      authorName: users.name,
    })
    .from(demandComments)
    .leftJoin(users, eq(users.id, demandComments.createdByUserId))
    .where(
      'demandId' in filter
        ? eq(demandComments.demandId, filter.demandId)
        : eq(demandComments.id, filter.commentId),
    )
    .orderBy(asc(demandComments.createdAt), asc(demandComments.id));
  if (!rows.length) return [];
  const files = await db
    .select({
      id: demandCommentAttachments.id,
      commentId: demandCommentAttachments.commentId,
      filename: demandCommentAttachments.filename,
      kind: demandCommentAttachments.kind,
    })
    .from(demandCommentAttachments)
    .where(
      inArray(
        demandCommentAttachments.commentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(demandCommentAttachments.id));
  const byComment = new Map<number, CommentAttachmentSummary[]>();
  for (const file of files) {
    const list = byComment.get(file.commentId) ?? [];
    list.push({ id: file.id, filename: file.filename, kind: file.kind });
    byComment.set(file.commentId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    // The author may have been removed since; the comment stays.
    createdBy: { name: row.authorName ?? '' },
    createdAt: row.createdAt.toISOString(),
    anexosComentario: byComment.get(row.id) ?? [],
  }));
}

/** Every attachment of the demand's comments, oldest first. */
export async function listDemandAttachments(
  db: Database,
  demandId: number,
): Promise<CommentAttachmentListItem[]> {
  const rows = await db
    .select({
      id: demandCommentAttachments.id,
      filename: demandCommentAttachments.filename,
      kind: demandCommentAttachments.kind,
      commentId: demandCommentAttachments.commentId,
      createdAt: demandCommentAttachments.createdAt,
    })
    .from(demandCommentAttachments)
    .innerJoin(demandComments, eq(demandComments.id, demandCommentAttachments.commentId))
    .where(eq(demandComments.demandId, demandId))
    .orderBy(asc(demandCommentAttachments.createdAt), asc(demandCommentAttachments.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function findCommentAttachment(
  db: Database,
  id: number,
): Promise<StoredCommentAttachment | null> {
  const [row] = await db
    .select({
      id: demandCommentAttachments.id,
      demandId: demandComments.demandId,
      filename: demandCommentAttachments.filename,
      storageKey: demandCommentAttachments.storageKey,
      size: demandCommentAttachments.size,
      contentType: demandCommentAttachments.contentType,
    })
    .from(demandCommentAttachments)
    .innerJoin(demandComments, eq(demandComments.id, demandCommentAttachments.commentId))
    .where(eq(demandCommentAttachments.id, id))
    .limit(1);
  return row ?? null;
}
