import {
  API_MESSAGES,
  ASSESSMENT_MESSAGES,
  YES_NO,
  answersFromFlat,
  daysOutOfOrder,
  flatAfterSave,
  flatInvalidMessage,
  mergeDefinitionAnswers,
  numberedStepTitle,
  type Principal,
} from '@dpohub/domain';
import { AssessmentSaveBody, type AssessmentRecordWire } from '@dpohub/domain/wire';
import { badRequest } from '../errors/api-error';
import { TEXT_MAX_LENGTH } from '../http/schema-limits';
import { typedAnswers, type AssessmentKindRules } from './assessment-kinds';
import type { AssessmentRecord } from './assessment-repository';

type Answers = Record<string, string | null>;

/** Body schema of tab/salvar: every answer field a text up to 2000 characters (or its own limit). */
export function saveBodySchema(rules: AssessmentKindRules) {
  return AssessmentSaveBody({
    // A kind with the spec's flat wire takes its answers as properties of their own.
    definition: Boolean(rules.definition && !rules.definition.wire),
    answerMaxLengths: Object.fromEntries(
      rules.fields.map((field) => [field, rules.fieldMaxLength?.[field] ?? TEXT_MAX_LENGTH]),
    ),
  });
}

const yesNoFields = (rules: AssessmentKindRules) =>
  new Set(
    rules.steps.flatMap((step) =>
      step.questions.filter((q) => q.kind === 'yesNo').map((q) => q.field),
    ),
  );

/** The options of each single-choice question (ROPA's legal bases and report progress). */
const selectOptions = (rules: AssessmentKindRules) =>
  new Map(
    rules.steps.flatMap((step) =>
      step.questions
        .filter((q) => q.kind === 'select')
        .map((q) => [q.field, (q.options ?? []).map((option) => option.value)] as const),
    ),
  );

/**
 * The answers after this save: the stored ones with the sent fields over them, yes/no values
 * checked, then the derived answers of the kind (exclusive choices, spec 3 section 4).
 */
export function mergeAnswers(
  rules: AssessmentKindRules,
  stored: Answers,
  body: AssessmentSaveBody,
  principal?: Principal,
): Answers {
  const definition = rules.definition;
  // Answers only firm admins write, and those only the server writes: a sent value is ignored.
  const ignored = [
    ...(principal?.admin ? [] : (rules.adminOnlyFields ?? [])),
    ...(rules.serverFields ?? []),
  ];
  const without = (sent: unknown) =>
    ignored.length && sent && typeof sent === 'object' && !Array.isArray(sent)
      ? Object.fromEntries(Object.entries(sent).filter(([code]) => !ignored.includes(code)))
      : sent;
  if (definition) {
    let sent: unknown = without(body.answers);
    if (definition.wire) {
      const read = answersFromFlat(definition, without(body) as AssessmentSaveBody);
      const invalid = read.invalid[0];
      if (invalid) {
        const words = flatInvalidMessage(definition, invalid, API_MESSAGES.invalidValue);
        throw badRequest(`${words}: ${invalid}`);
      }
      sent = read.answers;
    }
    if (sent === undefined) return stored;
    const check = mergeDefinitionAnswers(definition, typedAnswers(definition, stored), sent);
    if (!check.ok) throw badRequest(check.problems.join(' '), { problems: check.problems });
    const [outOfOrder] = daysOutOfOrder(definition, check.answers);
    if (outOfOrder) throw badRequest(outOfOrder);
    const next = definition.wire
      ? flatAfterSave(definition, stored, without(body) as Record<string, unknown>, check.answers)
      : (check.answers as unknown as Answers);
    // A rule across the answers (the ALI: a change of the result needs its justification).
    const problem = rules.validate?.(next);
    if (problem) throw badRequest(problem);
    return next;
  }
  const yesNo = yesNoFields(rules);
  const selects = selectOptions(rules);
  const merged: Answers = { ...stored };
  for (const field of rules.fields) {
    if (!(field in body) || ignored.includes(field)) continue;
    const raw = body[field];
    const value = typeof raw === 'string' ? raw : null;
    if (yesNo.has(field) && value && value !== YES_NO.YES && value !== YES_NO.NO) {
      throw badRequest(`${API_MESSAGES.invalidValue}: ${field}`);
    }
    if (value && selects.get(field)?.includes(value) === false) {
      throw badRequest(`${API_MESSAGES.invalidValue}: ${field}`);
    }
    merged[field] = value;
  }
  const answers = rules.applyChoices(merged);
  const problem = rules.validate?.(answers);
  if (problem) throw badRequest(problem);
  return answers;
}

/**
 * The step title of a save, when sent: one of the kind's numbered step titles (400 otherwise).
 * Every saving step counts, not only the checked positions (TPA saves step 1, checks 2 to 4).
 */
export function savedStepTitle(
  rules: AssessmentKindRules,
  body: AssessmentSaveBody,
): string | null {
  if (body.stepTitle === undefined || body.stepTitle === null || body.stepTitle === '') return null;
  const known = rules.steps.map((step) => numberedStepTitle(rules.form, step.position));
  if (!known.includes(body.stepTitle)) throw badRequest(ASSESSMENT_MESSAGES.invalidPosition);
  return body.stepTitle;
}

/** jsonCustomObs (string) or jsonCustomObsObj as a clean object: known keys, non-blank texts. */
export function readObservations(
  rules: AssessmentKindRules,
  body: AssessmentSaveBody,
): Record<string, string> | undefined {
  let source: unknown = body.jsonCustomObsObj;
  if (typeof body.jsonCustomObs === 'string' && body.jsonCustomObs.trim()) {
    try {
      source = JSON.parse(body.jsonCustomObs);
    } catch {
      throw badRequest(`${API_MESSAGES.invalidFormat}: jsonCustomObs`);
    }
  }
  if (source === undefined || source === null)
    return body.jsonCustomObs === undefined ? undefined : {};
  if (typeof source !== 'object' || Array.isArray(source)) {
    throw badRequest(`${API_MESSAGES.invalidFormat}: jsonCustomObs`);
  }
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    if (!rules.observationKeys.includes(key) || typeof value !== 'string' || !value.trim())
      continue;
    if (value.length > TEXT_MAX_LENGTH) {
      throw badRequest(`${API_MESSAGES.maxLength(TEXT_MAX_LENGTH)}: ${key}`);
    }
    clean[key] = value;
  }
  return clean;
}

/** The observations stored after a save by this user (unchanged when they may not write them). */
export function nextObservations(
  rules: AssessmentKindRules,
  principal: Principal,
  stored: Record<string, string>,
  body: AssessmentSaveBody,
): Record<string, string> {
  if (!rules.mayWriteObservations(principal)) return stored;
  return readObservations(rules, body) ?? stored;
}

/** The record as the screens read it: answers flat beside the record's own fields. */
export function assessmentWire(
  rules: AssessmentKindRules,
  record: AssessmentRecord,
): AssessmentRecordWire {
  const stored: Answers = Object.fromEntries(
    rules.fields.map((field) => [field, record.answers[field] ?? null]),
  );
  const answers = rules.wireAnswers ? rules.wireAnswers(stored, record) : stored;
  return {
    id: record.id,
    formId: record.formId,
    name: record.name,
    completed: record.completed,
    status: record.status,
    clientId: record.clientId,
    client: { id: record.clientId, name: record.clientName ?? '' },
    createdBy: record.createdByName,
    updatedBy: record.updatedByName,
    completedBy: record.completedByName,
    demandID: record.demandId,
    ...answers,
    // A definition kind's answers stay one typed object (issue 32).
    ...(rules.definition && !rules.definition.wire ? { answers: record.answers } : {}),
    jsonCustomObs: JSON.stringify(record.observations),
    jsonCustomObsObj: record.observations,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    completedAt: record.completedAt?.toISOString() ?? null,
    // Issue 31: the firm's review and the newest numbered version.
    reviewState: record.reviewState ?? null,
    version: record.version,
    approval: record.approval
      ? {
          lawyerName: record.approval.lawyerName,
          oab: record.approval.oab,
          approvedAt: record.approval.approvedAt,
          version: record.approval.version,
        }
      : null,
  };
}
