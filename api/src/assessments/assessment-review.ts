import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASSESSMENT_STATUS,
  REVIEW_MESSAGES,
  changesBetween,
  conclusionCallAction,
  normaliseOab,
  reviewDecision,
  versionAuditChanges,
  versionChanges,
  versionLines,
  type AuditChange,
  type AuditKind,
  type ConclusionFlags,
  type DossierContent,
  type ReviewActor,
  type ReviewStanding,
  type VersionReason,
} from '@dpohub/domain';
import type { ConclusionBody, VersionChange } from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { recordAudit, requestActor } from '../audit/audit-writer';
import { brazilianDate } from '../clock';
import { badRequest, forbidden } from '../errors/api-error';
import type { AssessmentKindRules } from './assessment-kinds';
import { findAssessment, updateAssessment, type AssessmentRecord } from './assessment-repository';
import { countComments, insertVersion } from './assessment-version-repository';
import { resultContext } from './result-context';

/** What a version keeps (or the record holds now), as the dossier reads it on `at`'s day. */
export function versionContent(
  rules: AssessmentKindRules,
  state: {
    name: string;
    answers: Record<string, string | null>;
    observations: Record<string, string>;
    results: Record<string, unknown> | null;
  },
  clientName: string | null,
  at: Date,
): DossierContent {
  return {
    form: rules.form,
    steps: rules.steps,
    stepNoteKeys: rules.stepNoteKeys,
    name: state.name,
    clientName: clientName ?? '',
    answers: state.answers,
    observations: state.observations,
    results: state.results,
    today: brazilianDate(at),
  };
}

/** The questions (and parts of the result) that differ between two states of an assessment. */
export function stateChanges(
  rules: AssessmentKindRules,
  clientName: string | null,
  before: Parameters<typeof versionContent>[1],
  after: Parameters<typeof versionContent>[1],
  at: Date,
): VersionChange[] {
  return versionChanges(
    versionLines(versionContent(rules, before, clientName, at)),
    versionLines(versionContent(rules, after, clientName, at)),
  );
}

const standingOf = (record: AssessmentRecord): ReviewStanding => ({
  completed: record.completed,
  review: record.reviewState ?? null,
});

const actorOf = (admin: boolean): ReviewActor => (admin ? 'firm' : 'client');

/** A refusal of the review's rule as an answer: who may not act is 403, the rest 400. */
function refusal(message: string) {
  return message === REVIEW_MESSAGES.onlyFirmReviews ||
    message === REVIEW_MESSAGES.alreadyConcluded ||
    message === REVIEW_MESSAGES.inReviewLocked
    ? forbidden(message)
    : badRequest(message);
}

/** Spec 3 section 1 and issue 31: whether this user may save the assessment's answers now. */
export function assertMayChange(admin: boolean, record: AssessmentRecord): void {
  if (admin) return;
  if (record.reviewState === 'IN_REVIEW') throw forbidden(REVIEW_MESSAGES.inReviewLocked);
  const decision = reviewDecision(standingOf(record), { type: 'changeAfterConclusion' }, 'client');
  if (!decision.allowed) throw forbidden(decision.message);
}

/**
 * POST tab/conclusion (spec 3 section 7) with its flags meaning what they say: a client concludes
 * directly or asking for the firm's legal assessment; the firm concludes a draft, sends one in
 * review back with comments, or approves it with the lawyer's name and OAB. Each step is one
 * audit event in the transaction of the change; a conclusion keeps a numbered version.
 */
export async function runConclusionCall(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: AssessmentKindRules,
  record: AssessmentRecord,
  flags: ConclusionFlags,
  body: NonNullable<ConclusionBody>,
  checkAnswers: (record: AssessmentRecord) => void,
): Promise<void> {
  const { principal, account } = signedIn(request);
  const actor = actorOf(principal.admin);
  const standing = standingOf(record);
  const action = conclusionCallAction(flags, actor, standing, {
    lawyerName: body.lawyerName ?? '',
    oab: body.oab ?? '',
  });
  if (!action) throw badRequest(REVIEW_MESSAGES.flagsConflict);
  const comments =
    action.type === 'sendBack' ? await countComments(app.db, record.id, record.version) : 0;
  const decision = reviewDecision(standing, action, actor, comments);
  if (!decision.allowed) {
    // A client's second conclusion of one in review reads why it is locked.
    throw refusal(
      decision.message === REVIEW_MESSAGES.alreadyConcluded && record.reviewState === 'IN_REVIEW'
        ? REVIEW_MESSAGES.inReviewLocked
        : decision.message,
    );
  }
  const now = app.clock.now();
  const who = { id: account.id, name: account.name };
  const audit = (tx: Parameters<typeof recordAudit>[0], kind: AuditKind, extra: object = {}) =>
    recordAudit(tx, app.clock, {
      kind,
      actor: requestActor(request),
      clientId: record.clientId,
      record: { id: record.id, label: record.name || rules.form.title },
      ...extra,
    });

  if (action.type === 'conclude' || action.type === 'requestReview') {
    checkAnswers(record);
    const number = record.version + 1;
    const results = {
      [rules.resultKey]: rules.compute(record.answers, await resultContext(app, record, now)),
    };
    const reason: VersionReason = action.type === 'requestReview' ? 'reviewRequest' : 'conclusion';
    await app.db.transaction(async (tx) => {
      await updateAssessment(tx, record.id, {
        status: ASSESSMENT_STATUS.DONE,
        completed: true,
        completedAt: now,
        completedByUserId: account.id,
        results,
        updatedByUserId: account.id,
        reviewState: decision.next.review,
        version: number,
        approval: null,
      });
      await insertVersion(tx, {
        assessmentId: record.id,
        number,
        reason,
        name: record.name,
        answers: record.answers,
        observations: record.observations,
        results,
        createdAt: now,
        createdByUserId: account.id,
        createdByName: account.name,
      });
      await audit(
        tx,
        action.type === 'requestReview' ? 'assessment.reviewRequested' : 'assessment.concluded',
        { note: `Versão ${number}` },
      );
    });
    if (action.type === 'requestReview') {
      await app.notifications.reviewStep(record.id, who, { type: 'reviewRequested' });
    } else if (principal.admin && record.version === 0) {
      // Finding M1: the firm concluded it for the client, whose administrators are told.
      await app.notifications.assessmentConcluded(record.id, who);
    }
    return;
  }

  if (action.type === 'sendBack') {
    await app.db.transaction(async (tx) => {
      await updateAssessment(tx, record.id, {
        status: ASSESSMENT_STATUS.DRAFT,
        completed: false,
        reviewState: 'RETURNED',
        updatedByUserId: account.id,
      });
      await audit(tx, 'assessment.sentBack', {
        note: `${comments} ${comments === 1 ? 'comentário' : 'comentários'} na versão ${record.version}`,
      });
    });
    await app.notifications.reviewStep(record.id, who, { type: 'sentBack', comments });
    return;
  }

  if (action.type === 'approve') {
    const oab = normaliseOab(action.oab)!;
    const lawyerName = action.lawyerName.trim();
    await app.db.transaction(async (tx) => {
      await updateAssessment(tx, record.id, {
        reviewState: 'APPROVED',
        approval: {
          lawyerName,
          oab,
          approvedAt: now.toISOString(),
          approvedByUserId: account.id,
          approvedByName: account.name,
          version: record.version,
        },
        updatedByUserId: account.id,
      });
      await audit(tx, 'assessment.approved', {
        changes: [
          { field: REVIEW_MESSAGES.lawyerName, before: null, after: lawyerName },
          { field: REVIEW_MESSAGES.oab, before: null, after: oab },
        ],
        note: `Versão ${record.version}`,
      });
    });
    await app.notifications.reviewStep(record.id, who, { type: 'approved', lawyerName, oab });
    return;
  }
  throw badRequest(REVIEW_MESSAGES.notInReview);
}

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every(
    (key) => (a[key] ?? null) === (b[key] ?? null),
  );

/** Whether a save leaves the record as it was (jsonb keeps its own key order). */
function sameState(record: AssessmentRecord, next: SaveChange): boolean {
  return (
    record.name === next.name &&
    record.clientId === next.clientId &&
    sameValues(record.answers, next.answers) &&
    sameValues(record.observations, next.observations)
  );
}

/** What a save changes, for its event and, after a conclusion, the new version. */
export interface SaveChange {
  clientId: number;
  name: string;
  answers: Record<string, string | null>;
  observations: Record<string, string>;
  searchText: string;
}

/**
 * Saves a step of an existing assessment with its audit event in one transaction. Before the
 * conclusion the event lists the questions changed; after it (only the firm may), a change makes
 * a new numbered version with the result recomputed, and the client's administrators are told
 * what changed. A save that changes nothing writes nothing.
 */
export async function saveExisting(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: AssessmentKindRules,
  record: AssessmentRecord,
  next: SaveChange,
): Promise<void> {
  const { account } = signedIn(request);
  const now = app.clock.now();
  const context = await resultContext(app, record, now);
  const concluded = record.completed;
  const results = concluded
    ? { [rules.resultKey]: rules.compute(next.answers, context) }
    : (record.results as Record<string, unknown> | null);
  const before = {
    name: record.name,
    answers: record.answers,
    observations: record.observations,
    results: record.results as Record<string, unknown> | null,
  };
  const after = {
    name: next.name,
    answers: next.answers,
    observations: next.observations,
    results,
  };
  if (sameState(record, next)) return;
  const changes = stateChanges(rules, record.clientName, before, after, now);
  // The firm setting the result aside (or taking it back) is recorded as such, with the
  // adjustment's own fields, even before a conclusion, when the dossier shows no result yet.
  const adjustment = resultAdjustment(rules, record.answers, next.answers);
  if (!changes.length && !adjustment.length && next.clientId === record.clientId) {
    // Only blanks made empty (or the like): kept, but nothing that matters changed.
    await updateAssessment(app.db, record.id, { ...next, updatedByUserId: account.id });
    return;
  }
  // After a conclusion, a change the dossier shows makes a new version.
  const versioned = concluded && changes.length > 0;
  const number = record.version + 1;
  await app.db.transaction(async (tx) => {
    await updateAssessment(tx, record.id, {
      ...next,
      updatedByUserId: account.id,
      ...(concluded ? { results } : {}),
      ...(versioned ? { version: number } : {}),
    });
    if (versioned) {
      await insertVersion(tx, {
        assessmentId: record.id,
        number,
        reason: 'firmChange',
        ...after,
        createdAt: now,
        createdByUserId: account.id,
        createdByName: account.name,
      });
    }
    await recordAudit(tx, app.clock, {
      kind: adjustment.length
        ? 'assessment.resultAdjusted'
        : versioned
          ? 'assessment.changedAfterConclusion'
          : 'assessment.saved',
      actor: requestActor(request),
      clientId: next.clientId,
      record: { id: record.id, label: next.name || rules.form.title },
      changes: [...versionAuditChanges(changes), ...adjustment],
      ...(versioned ? { note: `Versão ${number}` } : {}),
    });
  });
  if (versioned) {
    await app.notifications.reviewStep(
      record.id,
      { id: account.id, name: account.name },
      { type: 'changedByFirm', version: number, changes },
    );
  }
}

/** What a save changed of the answers that set the result aside ('sim'/'não' as booleans). */
function resultAdjustment(
  rules: AssessmentKindRules,
  before: Record<string, string | null>,
  after: Record<string, string | null>,
): AuditChange[] {
  const words = (answers: Record<string, string | null>) =>
    Object.fromEntries(
      (rules.resultAdjustmentFields ?? []).map((field) => {
        const value = answers[field] ?? null;
        return [field, value === 'yes' ? true : value === 'no' ? false : value];
      }),
    );
  return changesBetween(words(before), words(after), rules.resultAdjustmentFields ?? []);
}

/** The record after a change, as the routes answer it. */
export async function reloaded(app: FastifyInstance, id: number): Promise<AssessmentRecord> {
  return (await findAssessment(app.db, id))!;
}
