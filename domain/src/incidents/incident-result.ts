// The result of a security incident's record (issue 32): its ENISA severity, whether it may cause
// relevant risk or damage (so must be communicated), the two communication clocks on the firm's
// calendar and how long the register keeps it. The rules are in enisa-severity.ts and
// incident-deadline.ts; this file reads them from the answers.
import type { BusinessCalendar } from '../calendar';
import type { DefinitionAnswers } from '../assessment-definitions/definition-types';
import {
  AVAILABILITY_LOSS,
  CONFIDENTIALITY_LOSS,
  DATA_CATEGORY_SCORE,
  IDENTIFICATION_SCORE,
  INTEGRITY_LOSS,
  enisaSeverity,
  type DataCategory,
  type EaseOfIdentification,
  type EnisaSeverity,
} from './enisa-severity';
import {
  RELEVANT_RISK_CRITERIA,
  communicationStatus,
  mayCauseRelevantRisk,
  recordKeptUntil,
  type CommunicationStatus,
  type RelevantRiskCriterion,
} from './incident-deadline';

/** What the result reads besides the answers: the day and the firm's business days. */
export interface IncidentContext {
  today: string;
  calendar: BusinessCalendar;
}

export interface IncidentResult {
  /** null until the data categories and the ease of identification are answered. */
  severity: EnisaSeverity | null;
  relevantRisk: {
    significantEffect: boolean;
    criteria: RelevantRiskCriterion[];
    relevant: boolean;
  };
  smallAgent: boolean;
  /** The day the controller learned of it (yyyy-MM-dd), or null. */
  knownOn: string | null;
  /** Null without the day learned; the subjects' clock only when the risk is relevant. */
  anpd: CommunicationStatus | null;
  subjects: CommunicationStatus | null;
  /** Five years from the day the result was first computed: at least 5 years from the record. */
  keptUntil: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const day = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
const chosen = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);
const pick = <K extends string>(value: unknown, table: Record<K, unknown>, absent: K): K =>
  typeof value === 'string' && value in table ? (value as K) : absent;

function clock(
  answers: Readonly<DefinitionAnswers>,
  communicated: string,
  communicatedOn: string,
  context: IncidentContext,
): CommunicationStatus | null {
  const knownOn = day(answers.knownOn);
  if (!knownOn) return null;
  return communicationStatus(
    {
      knownOn,
      smallAgent: answers.smallAgent === 'yes',
      communicatedOn: answers[communicated] === 'yes' ? day(answers[communicatedOn]) : null,
      today: context.today,
    },
    context.calendar,
  );
}

export function incidentResult(
  answers: Readonly<DefinitionAnswers>,
  context: IncidentContext,
): IncidentResult {
  const categories = chosen(answers.dataCategories).filter(
    (category): category is DataCategory => category in DATA_CATEGORY_SCORE,
  );
  const identification = text(answers.identification);
  const severity = enisaSeverity({
    categories,
    adjustment: Number(answers.dpcAdjustment ?? 0) || 0,
    identification:
      identification && identification in IDENTIFICATION_SCORE
        ? (identification as EaseOfIdentification)
        : undefined,
    confidentiality: pick(answers.confidentialityLoss, CONFIDENTIALITY_LOSS, 'none'),
    integrity: pick(answers.integrityLoss, INTEGRITY_LOSS, 'none'),
    availability: pick(answers.availabilityLoss, AVAILABILITY_LOSS, 'none'),
    malicious: answers.maliciousIntent === 'yes',
  });
  const significantEffect = answers.significantEffect === 'yes';
  const criteria = chosen(answers.riskCriteria).filter(
    (criterion): criterion is RelevantRiskCriterion => criterion in RELEVANT_RISK_CRITERIA,
  );
  const relevant = mayCauseRelevantRisk(significantEffect, criteria);
  return {
    severity: severity ?? null,
    relevantRisk: { significantEffect, criteria, relevant },
    smallAgent: answers.smallAgent === 'yes',
    knownOn: day(answers.knownOn),
    anpd: clock(answers, 'anpdCommunicated', 'anpdCommunicatedOn', context),
    subjects: relevant
      ? clock(answers, 'subjectsCommunicated', 'subjectsCommunicatedOn', context)
      : null,
    keptUntil: recordKeptUntil(context.today),
  };
}

/** A stored result brought to today: the clocks move, the register's term does not. */
export function incidentResultToday(
  stored: IncidentResult,
  answers: Readonly<DefinitionAnswers>,
  context: IncidentContext,
): IncidentResult {
  return { ...incidentResult(answers, context), keptUntil: stored.keptUntil };
}
