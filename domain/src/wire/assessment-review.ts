import { Type, type Static } from 'typebox';
import { VERSION_MESSAGES, type VersionReason } from '../assessment-review/assessment-versions';
import { REVIEW_COMMENT_MAX_LENGTH } from '../assessment-review/review-comments';
import { Id, ID_MAX, Nullable, StringEnum } from './schema';

// Issue 31, under /lei-geral-protecao-de-dados/{id}: the numbered versions of an assessment and
// the comparison of two, the questions it asks (what the firm comments on) and the comments of
// its review.

/** One numbered version as the page lists it (GET /{id}/versoes). */
export const AssessmentVersion = Type.Object({
  number: Type.Integer(),
  reason: StringEnum(Object.keys(VERSION_MESSAGES.reasons) as VersionReason[]),
  reasonLabel: Type.String(),
  createdAt: Type.String({ description: 'Instant, ISO' }),
  createdBy: Nullable(Type.String()),
});

export const AssessmentVersionList = Type.Array(AssessmentVersion);

/** GET /{id}/versoes/comparar query: the two version numbers. */
export const VersionCompareQuery = Type.Object({ de: Id, para: Id });

const VersionHead = Type.Object({
  number: Type.Integer(),
  createdAt: Type.String(),
  createdBy: Nullable(Type.String()),
});

/** A question whose answer (or a part of the result) differs between two versions. */
export const VersionChange = Type.Object({
  section: Type.String(),
  question: Type.String(),
  /** '' when the earlier version did not have the question. */
  before: Type.String(),
  after: Type.String(),
});

/** GET /{id}/versoes/comparar: the two versions and what differs. */
export const VersionComparison = Type.Object({
  from: VersionHead,
  to: VersionHead,
  changes: Type.Array(VersionChange),
});

/** A question of the assessment as it reads now: what the firm comments on (GET /{id}/questoes). */
export const AskedQuestion = Type.Object({
  /** commentQuestionKey of the section and question. */
  key: Type.String(),
  section: Type.String(),
  question: Type.String(),
  value: Type.String(),
});

export const AskedQuestionList = Type.Array(AskedQuestion);

/** A comment of the review as the screens read it. */
export const ReviewComment = Type.Object({
  id: Type.Integer(),
  /** The thread: null for the comment that opens it. */
  parentId: Nullable(Type.Integer()),
  section: Type.String(),
  question: Type.String(),
  text: Type.String(),
  authorName: Type.String(),
  firm: Type.Boolean(),
  createdAt: Type.String(),
  version: Type.Integer(),
});

export const ReviewCommentList = Type.Array(ReviewComment);

/**
 * POST /{id}/comentarios body: the firm opens a thread on a question (section and question), or
 * either side answers in one (parentId). The text's rules answer in Portuguese
 * (REVIEW_COMMENT_MESSAGES), so the schema bounds it at twice their limit.
 */
export const ReviewCommentBody = Type.Object(
  {
    section: Type.Optional(Type.String({ maxLength: 500 })),
    question: Type.Optional(Type.String({ maxLength: 2000 })),
    text: Type.String({ maxLength: REVIEW_COMMENT_MAX_LENGTH * 2 }),
    parentId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: ID_MAX }))),
  },
  { additionalProperties: false },
);

export type AssessmentVersion = Static<typeof AssessmentVersion>;
export type VersionChange = Static<typeof VersionChange>;
export type VersionComparison = Static<typeof VersionComparison>;
export type AskedQuestion = Static<typeof AskedQuestion>;
export type ReviewComment = Static<typeof ReviewComment>;
export type ReviewCommentBody = Static<typeof ReviewCommentBody>;
