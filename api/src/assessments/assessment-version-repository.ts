import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { VersionReason } from '@dpohub/domain';
import type { Database } from '../db/database';
import { assessmentComments, assessmentVersions } from '../db/schema';

export type AssessmentVersionRow = typeof assessmentVersions.$inferSelect;
export type AssessmentCommentRow = typeof assessmentComments.$inferSelect;

/** An assessment keeps at most this many versions and comments listed (each a handful). */
export const VERSIONS_LIMIT = 500;
export const COMMENTS_LIMIT = 500;

export interface NewVersion {
  assessmentId: number;
  number: number;
  reason: VersionReason;
  name: string;
  answers: Record<string, string | null>;
  observations: Record<string, string>;
  results: Record<string, unknown> | null;
  createdAt: Date;
  createdByUserId: number;
  createdByName: string;
}

export async function insertVersion(db: Database, version: NewVersion): Promise<void> {
  await db.insert(assessmentVersions).values(version);
}

/** The versions of an assessment, newest first, without what they hold. */
export async function listVersions(db: Database, assessmentId: number) {
  return db
    .select({
      number: assessmentVersions.number,
      reason: assessmentVersions.reason,
      createdAt: assessmentVersions.createdAt,
      createdBy: assessmentVersions.createdByName,
    })
    .from(assessmentVersions)
    .where(eq(assessmentVersions.assessmentId, assessmentId))
    .orderBy(desc(assessmentVersions.number))
    .limit(VERSIONS_LIMIT);
}

export async function findVersion(
  db: Database,
  assessmentId: number,
  number: number,
): Promise<AssessmentVersionRow | null> {
  const [row] = await db
    .select()
    .from(assessmentVersions)
    .where(
      and(eq(assessmentVersions.assessmentId, assessmentId), eq(assessmentVersions.number, number)),
    )
    .limit(1);
  return row ?? null;
}

export async function listComments(
  db: Database,
  assessmentId: number,
): Promise<AssessmentCommentRow[]> {
  return db
    .select()
    .from(assessmentComments)
    .where(eq(assessmentComments.assessmentId, assessmentId))
    .orderBy(asc(assessmentComments.id))
    .limit(COMMENTS_LIMIT);
}

export async function findComment(
  db: Database,
  assessmentId: number,
  id: number,
): Promise<AssessmentCommentRow | null> {
  const [row] = await db
    .select()
    .from(assessmentComments)
    .where(and(eq(assessmentComments.assessmentId, assessmentId), eq(assessmentComments.id, id)))
    .limit(1);
  return row ?? null;
}

/** How many comments an assessment has, or how many the firm wrote on one version. */
export async function countComments(
  db: Database,
  assessmentId: number,
  firmOnVersion?: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(assessmentComments)
    .where(
      and(
        eq(assessmentComments.assessmentId, assessmentId),
        firmOnVersion === undefined
          ? undefined
          : and(eq(assessmentComments.firm, true), eq(assessmentComments.version, firmOnVersion)),
      ),
    );
  return row?.total ?? 0;
}

export async function insertComment(
  db: Database,
  comment: typeof assessmentComments.$inferInsert,
): Promise<AssessmentCommentRow> {
  const [row] = await db.insert(assessmentComments).values(comment).returning();
  return row!;
}
