import { and, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { foldForSearch, type ReviewState } from '@dpohub/domain';
import type { Database } from '../db/database';
import { listPage, type ListRead, type PageRequest } from '../lists';
import { assessments, clients, users } from '../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;

/** A stored assessment with the display names the screens show. */
export interface AssessmentRecord extends AssessmentRow {
  clientName: string | null;
  createdByName: string | null;
  updatedByName: string | null;
  completedByName: string | null;
}

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');
const concluder = alias(users, 'concluder');

export async function findAssessment(db: Database, id: number): Promise<AssessmentRecord | null> {
  const [row] = await db
    .select({
      assessment: assessments,
      clientName: clients.name,
      createdByName: creator.name,
      updatedByName: updater.name,
      completedByName: concluder.name,
    })
    .from(assessments)
    .leftJoin(clients, eq(clients.id, assessments.clientId))
    .leftJoin(creator, eq(creator.id, assessments.createdByUserId))
    .leftJoin(updater, eq(updater.id, assessments.updatedByUserId))
    .leftJoin(concluder, eq(concluder.id, assessments.completedByUserId))
    .where(eq(assessments.id, id))
    .limit(1);
  if (!row) return null;
  return {
    ...row.assessment,
    clientName: row.clientName,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    completedByName: row.completedByName,
  };
}

export function searchTextOf(name: string, creatorName: string | null): string {
  return foldForSearch(`${name} ${creatorName ?? ''}`);
}

export async function insertAssessment(
  db: Database,
  values: typeof assessments.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(assessments).values(values).returning({ id: assessments.id });
  return row!.id;
}

export async function updateAssessment(
  db: Database,
  id: number,
  values: Partial<typeof assessments.$inferInsert>,
): Promise<void> {
  await db
    .update(assessments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assessments.id, id));
}

export interface AssessmentFilter {
  formId: number;
  clientId: number | null;
  /** Only finished (true) or only in progress (false); both when absent. */
  completed?: boolean;
  /** Only those in this state of the firm's review (issue 31). */
  reviewState?: ReviewState;
  /** Folded search text (name, creator). */
  search?: string;
  createdFrom?: Date;
  createdBefore?: Date;
}

function conditionsOf(filter: AssessmentFilter): SQL {
  const parts: SQL[] = [eq(assessments.formId, filter.formId)];
  if (filter.completed !== undefined) parts.push(eq(assessments.completed, filter.completed));
  if (filter.reviewState) parts.push(eq(assessments.reviewState, filter.reviewState));
  if (filter.clientId !== null) parts.push(eq(assessments.clientId, filter.clientId));
  if (filter.createdFrom) parts.push(gte(assessments.createdAt, filter.createdFrom));
  if (filter.createdBefore) parts.push(lt(assessments.createdAt, filter.createdBefore));
  return and(...parts)!;
}

/** The search on the folded name and creator (`search_text`, its trigram index), if any. */
function searchOf(filter: AssessmentFilter): SQL | undefined {
  const search = filter.search ? foldForSearch(filter.search) : '';
  if (!search) return undefined;
  return like(assessments.searchText, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export interface AssessmentListItem {
  id: number;
  formId: number;
  name: string;
  createdBy: string;
  client: string | null;
  clientId: number;
  completed: boolean;
  reviewState: ReviewState | null;
  createdAt: Date;
  updatedAt: Date;
}

const listColumns = {
  id: assessments.id,
  formId: assessments.formId,
  name: assessments.name,
  createdBy: sql<string>`coalesce(${creator.name}, '')`,
  client: clients.name,
  clientId: assessments.clientId,
  completed: assessments.completed,
  reviewState: assessments.reviewState,
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
};

/**
 * One page, newest first, and the bounded total (lists/list-page.ts). The filter always names the
 * form (and for client users the client), so the page walks the (form_id, client_id, id) index and
 * joins only its rows; the search uses the trigram index of `search_text`.
 */
export async function listAssessments(
  db: Database,
  filter: AssessmentFilter,
  paging: PageRequest,
): Promise<ListRead<AssessmentListItem>> {
  return listPage(
    db,
    {
      table: assessments,
      key: assessments.id,
      where: conditionsOf(filter),
      search: searchOf(filter),
      rows: (tx, where) =>
        tx
          .select(listColumns)
          .from(assessments)
          .leftJoin(clients, eq(clients.id, assessments.clientId))
          .leftJoin(creator, eq(creator.id, assessments.createdByUserId))
          .where(where)
          .orderBy(desc(assessments.id))
          .$dynamic(),
    },
    paging,
  );
}

/** A row of the spreadsheets: the list's columns plus the answers and the dates. */
export interface AssessmentExportItem extends AssessmentListItem {
  status: string;
  answers: Record<string, string | null>;
  updatedBy: string;
  completedAt: Date | null;
}

const EXPORT_BATCH_SIZE = 5000;

/**
 * Every row of the filter for the spreadsheets, newest first, a batch at a time: keyset on
 * (created_at, id) with created_at kept as PostgreSQL text so microseconds survive; the
 * (form_id, created_at) index serves the period filter.
 */
export async function* assessmentBatches(
  db: Database,
  filter: AssessmentFilter,
): AsyncGenerator<AssessmentExportItem[]> {
  const where = and(conditionsOf(filter), searchOf(filter));
  let cursor: { at: string; id: number } | null = null;
  for (;;) {
    const before: SQL | undefined = cursor
      ? sql`(${assessments.createdAt}, ${assessments.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
      : undefined;
    const rows: (AssessmentExportItem & { cursorAt: string })[] = await db
      .select({
        ...listColumns,
        status: assessments.status,
        answers: assessments.answers,
        updatedBy: sql<string>`coalesce(${updater.name}, '')`,
        completedAt: assessments.completedAt,
        cursorAt: sql<string>`${assessments.createdAt}::text`,
      })
      .from(assessments)
      .leftJoin(clients, eq(clients.id, assessments.clientId))
      .leftJoin(creator, eq(creator.id, assessments.createdByUserId))
      .leftJoin(updater, eq(updater.id, assessments.updatedByUserId))
      .where(and(where, before))
      .orderBy(desc(assessments.createdAt), desc(assessments.id))
      .limit(EXPORT_BATCH_SIZE);
    if (!rows.length) return;
    yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last: { cursorAt: string; id: number } = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** Finished and in-progress counts of one form (dashboard pies). */
export async function countByCompletion(
  db: Database,
  formId: number,
  clientId: number | null,
): Promise<{ completed: number; inProgress: number }> {
  const rows = await db
    .select({ completed: assessments.completed, total: count() })
    .from(assessments)
    .where(conditionsOf({ formId, clientId }))
    .groupBy(assessments.completed);
  return {
    completed: rows.find((row) => row.completed)?.total ?? 0,
    inProgress: rows.find((row) => !row.completed)?.total ?? 0,
  };
}
