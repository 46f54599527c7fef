import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASSESSMENT_MESSAGES,
  FEATURES,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MESSAGES,
  VERSION_MESSAGES,
  assessmentFormById,
  commentQuestionKey,
  versionChanges,
  versionLines,
} from '@dpohub/domain';
import {
  AskedQuestionList,
  AssessmentVersionList,
  IdParams,
  ReviewComment,
  ReviewCommentBody,
  ReviewCommentList,
  VersionCompareQuery,
  VersionComparison,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { recordAudit, requestActor } from '../audit/audit-writer';
import { badRequest, forbidden, notFound } from '../errors/api-error';
import { readableAssessment } from './assessment-access';
import { ASSESSMENT_KIND_RULES, type AssessmentKindRules } from './assessment-kinds';
import type { AssessmentRecord } from './assessment-repository';
import { versionContent } from './assessment-review';
import {
  COMMENTS_LIMIT,
  countComments,
  findComment,
  findVersion,
  insertComment,
  listComments,
  listVersions,
  type AssessmentCommentRow,
} from './assessment-version-repository';

const tags = ['assessments'];
// Any signed-in user; the record's own form authority and client are checked on each call.
const access = FEATURES.assessmentsList;

function rulesOf(record: AssessmentRecord): AssessmentKindRules {
  const form = assessmentFormById(record.formId);
  const rules = form ? ASSESSMENT_KIND_RULES[form.kind] : undefined;
  if (!rules) throw notFound(ASSESSMENT_MESSAGES.notFound);
  return rules;
}

const commentWire = (row: AssessmentCommentRow): ReviewComment => ({
  id: row.id,
  parentId: row.parentId,
  section: row.section,
  question: row.question,
  text: row.text,
  authorName: row.authorName,
  firm: row.firm,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

/**
 * Issue 31, under /lei-geral-protecao-de-dados/{id}: the numbered versions of an assessment and
 * the comparison of two, the questions it asks (what the firm comments on) and the comments of
 * its review. Whoever may read the assessment reads these.
 */
export const assessmentReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/versoes',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The numbered versions, newest first',
        params: IdParams,
        response: { 200: AssessmentVersionList },
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.params.id);
      const rows = await listVersions(app.db, record.id);
      return rows.map((row) => ({
        number: row.number,
        reason: row.reason,
        reasonLabel: VERSION_MESSAGES.reasons[row.reason],
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdBy,
      }));
    },
  );

  app.get(
    '/:id/versoes/comparar',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The questions whose answers or result differ between two versions',
        params: IdParams,
        querystring: VersionCompareQuery,
        response: { 200: VersionComparison },
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.params.id);
      const { de, para } = request.query;
      if (de === para) throw badRequest(VERSION_MESSAGES.sameVersion);
      const [from, to] = await Promise.all([
        findVersion(app.db, record.id, de),
        findVersion(app.db, record.id, para),
      ]);
      if (!from || !to) throw notFound(VERSION_MESSAGES.notFound);
      const rules = rulesOf(record);
      const lines = (version: NonNullable<typeof from>) =>
        versionLines(versionContent(rules, version, record.clientName, version.createdAt));
      const head = (version: NonNullable<typeof from>) => ({
        number: version.number,
        createdAt: version.createdAt.toISOString(),
        createdBy: version.createdByName,
      });
      return { from: head(from), to: head(to), changes: versionChanges(lines(from), lines(to)) };
    },
  );

  app.get(
    '/:id/questoes',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The questions and answers as they read now',
        params: IdParams,
        response: { 200: AskedQuestionList },
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.params.id);
      const content = versionContent(
        rulesOf(record),
        { ...record, results: record.results as Record<string, unknown> | null },
        record.clientName,
        app.clock.now(),
      );
      return versionLines(content).map((line) => ({ ...line, key: commentQuestionKey(line) }));
    },
  );

  app.get(
    '/:id/comentarios',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The comments of the review, oldest first',
        params: IdParams,
        response: { 200: ReviewCommentList },
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.params.id);
      return (await listComments(app.db, record.id)).map(commentWire);
    },
  );

  app.post(
    '/:id/comentarios',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The firm comments on a question; either side answers in its thread',
        params: IdParams,
        body: ReviewCommentBody,
        response: { 201: ReviewComment },
      },
    },
    async (request, reply) => {
      const { principal, account } = signedIn(request);
      const record = await readableAssessment(app, request, request.params.id);
      const body = request.body;
      const text = body.text.trim();
      if (!text) throw badRequest(REVIEW_COMMENT_MESSAGES.required);
      if (text.length > REVIEW_COMMENT_MAX_LENGTH)
        throw badRequest(REVIEW_COMMENT_MESSAGES.tooLong);
      if (record.reviewState !== 'IN_REVIEW' && record.reviewState !== 'RETURNED') {
        throw badRequest(REVIEW_COMMENT_MESSAGES.closed);
      }
      let on: { section: string; question: string };
      if (body.parentId) {
        const parent = await findComment(app.db, record.id, body.parentId);
        if (!parent) throw badRequest(REVIEW_COMMENT_MESSAGES.unknownThread);
        // A reply joins the thread's question; threads are one level deep.
        on = { section: parent.section, question: parent.question };
        body.parentId = parent.parentId ?? parent.id;
      } else {
        if (!principal.admin) throw forbidden(REVIEW_COMMENT_MESSAGES.onlyFirmOpens);
        const asked = versionLines(
          versionContent(
            rulesOf(record),
            { ...record, results: record.results as Record<string, unknown> | null },
            record.clientName,
            app.clock.now(),
          ),
        );
        const line = asked.find(
          (candidate) => candidate.section === body.section && candidate.question === body.question,
        );
        if (!line) throw badRequest(REVIEW_COMMENT_MESSAGES.unknownQuestion);
        on = { section: line.section, question: line.question };
      }
      if ((await countComments(app.db, record.id)) >= COMMENTS_LIMIT) {
        throw badRequest(REVIEW_COMMENT_MESSAGES.tooMany(COMMENTS_LIMIT));
      }
      const saved = await app.db.transaction(async (tx) => {
        const row = await insertComment(tx, {
          assessmentId: record.id,
          parentId: body.parentId ?? null,
          version: record.version,
          ...on,
          text,
          firm: principal.admin,
          authorUserId: account.id,
          authorName: account.name,
          createdAt: app.clock.now(),
        });
        await recordAudit(tx, app.clock, {
          kind: 'assessment.commented',
          actor: requestActor(request),
          clientId: record.clientId,
          record: { id: record.id, label: record.name || rulesOf(record).form.title },
          changes: [{ field: `${on.section}: ${on.question}`, before: null, after: text }],
        });
        return row;
      });
      return reply.code(201).send(commentWire(saved));
    },
  );
};
