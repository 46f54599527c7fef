// The TPA's contract answers stored before the contract test covered the clauses (issue 28), and
// the reading rule that brings them to today's questions: apart from the scores, so that the
// screen that reads a stored record does not carry the rules.
import { YES_NO } from '../constants';
import {
  TPA_CONTRACT_KEYS,
  TPA_LEGACY_CONTRACT_KEYS,
  type TpaContractKey,
  type TpaLegacyContractKey,
} from '../types/assessment';
import { TPA_LEGACY_CONTRACT_QUESTIONS } from './tpa-questions';

/** Longest comment kept per question ('Observações'). */
export const TPA_COMMENT_MAX_LENGTH = 2000;

const LEGACY_ONLY_KEYS = TPA_LEGACY_CONTRACT_KEYS.filter(
  (key) => !(TPA_CONTRACT_KEYS as readonly string[]).includes(key),
);
const NEW_ONLY_KEYS = TPA_CONTRACT_KEYS.filter(
  (key) => !(TPA_LEGACY_CONTRACT_KEYS as readonly string[]).includes(key),
);

/** The old questions each new nature question gathers: 'Sim' to any of them is 'Sim'. */
const LEGACY_SOURCES: Partial<Record<TpaContractKey, readonly TpaLegacyContractKey[]>> = {
  specialData: ['sensitiveData', 'minorData', 'vulnerableData'],
  riskyProcessing: ['monitoringHolders', 'newTechnologies', 'profiling', 'automatedDecisions'],
};

/** Old questions the new test no longer asks: their answers become a note under question 1. */
const LEGACY_DROPPED: readonly TpaLegacyContractKey[] = [
  'transparency',
  'financialData',
  'criminalData',
];

/** A blob of the contract test in its first shape: old keys, none of the new ones. */
export function isLegacyContractBlob(source: Readonly<Record<string, unknown>>): boolean {
  return (
    LEGACY_ONLY_KEYS.some((key) => key in source) && !NEW_ONLY_KEYS.some((key) => key in source)
  );
}

export type LooseQuestion = { answer?: unknown; comments?: unknown } | null | undefined;

const answerLabel = (answer: unknown) =>
  answer === YES_NO.YES ? 'Sim' : answer === YES_NO.NO ? 'Não' : 'sem resposta';

function legacyNote(key: TpaLegacyContractKey, item: LooseQuestion): string {
  const comment = typeof item?.comments === 'string' ? item.comments.trim() : '';
  return `Questionário anterior: ${TPA_LEGACY_CONTRACT_QUESTIONS[key]} ${answerLabel(item?.answer)}.${
    comment ? ` ${comment}` : ''
  }`;
}

/**
 * The reading rule for contract answers stored in the first shape (docs/decisions.md "TPA: the
 * contract test tests the contract"): large scale and minimisation keep their answers; the new
 * nature questions take 'Sim' when any old question they gather was 'Sim', 'Não' when all were
 * 'Não'; the nine clause questions start unanswered (the old test never asked them); every old
 * answer stays readable as a note in the comments. Nothing is written until the step is saved.
 */
export function readLegacyContractBlob(
  source: Readonly<Record<string, LooseQuestion>>,
): Record<string, { answer: string; comments: string }> {
  const out: Record<string, { answer: string; comments: string }> = {};
  const answerOf = (item: LooseQuestion) =>
    item?.answer === YES_NO.YES || item?.answer === YES_NO.NO ? item.answer : '';
  const commentOf = (item: LooseQuestion) =>
    typeof item?.comments === 'string' ? item.comments : '';
  for (const key of TPA_CONTRACT_KEYS) {
    const sources = LEGACY_SOURCES[key];
    if (sources) {
      const answers = sources.map((old) => answerOf(source[old]));
      const answer = answers.includes(YES_NO.YES)
        ? YES_NO.YES
        : answers.every((a) => a === YES_NO.NO)
          ? YES_NO.NO
          : '';
      const notes = sources.map((old) => legacyNote(old, source[old]));
      out[key] = { answer, comments: notes.join('\n').slice(0, TPA_COMMENT_MAX_LENGTH) };
    } else if (key === 'relevance' || key === 'dataMinimization') {
      const notes =
        key === 'relevance' ? LEGACY_DROPPED.map((old) => legacyNote(old, source[old])) : [];
      out[key] = {
        answer: answerOf(source[key]),
        comments: [commentOf(source[key]), ...notes]
          .filter(Boolean)
          .join('\n')
          .slice(0, TPA_COMMENT_MAX_LENGTH),
      };
    } else {
      out[key] = { answer: '', comments: '' };
    }
  }
  return out;
}
