import {
  ASSESSMENT_FORMS,
  TPA_BLOB_FIELDS,
  TPA_FIELDS,
  TPA_MESSAGES,
  TPA_STEPS,
  isValidDisplayDate,
  parseTpaBlob,
  tpaDatesOutOfOrder,
  tpaContractStatus,
  tpaMissingQuestions,
  tpaResults,
} from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import type { Answers, AssessmentKindRules } from './assessment-kinds';

/** 14 questions with 2000-character comments, as JSON text, fit well within this. */
const BLOB_MAX_LENGTH = 60_000;

/**
 * The third-party assessment (spec 3 section 2.4): the four question sets travel and are stored
 * as JSON strings, cleaned on every save (known keys, 'yes' / 'no' / '' answers); the dates are
 * dd/mm/yyyy texts in order; the contracting party is always the client's name.
 */
function applyTpaChoices(answers: Answers): Answers {
  const next: Answers = { ...answers };
  for (const field of TPA_BLOB_FIELDS) {
    if (next[field] === null || next[field] === undefined) continue;
    const clean = parseTpaBlob(field, next[field]);
    if (!clean) throw badRequest(`${TPA_MESSAGES.invalidQuestions}: ${field}`);
    next[field] = JSON.stringify(clean);
  }
  for (const field of ['receiveDate', 'reviewDate'] as const) {
    const value = next[field]?.trim() ?? '';
    if (value && !isValidDisplayDate(value)) {
      throw badRequest(`${TPA_MESSAGES.invalidDate}: ${field}`);
    }
    next[field] = value || null;
  }
  if (tpaDatesOutOfOrder(next.receiveDate, next.reviewDate)) {
    throw badRequest(TPA_MESSAGES.datesOutOfOrder);
  }
  // Spec 3 section 2.4: the contracting party is read-only, taken from the client name.
  delete next.companyName;
  return next;
}

export const TPA_KIND_RULES: AssessmentKindRules = {
  form: ASSESSMENT_FORMS.tpa,
  fields: TPA_FIELDS,
  steps: TPA_STEPS,
  observationKeys: [],
  mayWriteObservations: () => false,
  applyChoices: applyTpaChoices,
  resultKey: 'results',
  compute: (answers, context) => tpaResults(answers, context.clientName ?? '', context.today),
  refresh: (stored, answers, context) => ({
    ...(stored as object),
    contractStatus: tpaContractStatus(answers, context.today),
  }),
  missing: (answers) => tpaMissingQuestions(answers),
  fieldMaxLength: Object.fromEntries(TPA_BLOB_FIELDS.map((field) => [field, BLOB_MAX_LENGTH])),
  wireAnswers: (answers, context) => ({ ...answers, companyName: context.clientName ?? '' }),
};
