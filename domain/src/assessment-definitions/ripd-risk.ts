// The RIPD's result (issue 32), the one part of the kind computed by code: each risk placed on
// the likelihood x severity map before and after its measures, its level, the highest residual
// level, the high-risk test of Res. CD/ANPD 2/2022 art. 4 and a warning when the controller lets
// the processing proceed as it is while a residual risk is high.
//
// Levels, from the CNIL's PIA methodology risk map ("PIA - Méthodologie", 2018; scale 1-4 of
// severity and likelihood: Négligeable, Limitée, Importante, Maximale): a risk whose severity and
// likelihood are both important or maximum (3-4) must be avoided or reduced ('Alto'); a risk with
// only one of the two at 3-4 must be reduced ('Médio'); a risk with both at 1-2 may be accepted
// ('Baixo'). The CNIL map tells the two "one of the two" quadrants apart by what to reduce; here
// both read 'Médio'.
import type { DefinitionAnswers, GroupItem } from './definition-types';

export type RipdRiskLevel = 'low' | 'medium' | 'high';

/** The CNIL scale of likelihood and severity, stored as '1' to '4'. */
export const RISK_SCALE = [
  { value: '1', label: 'Desprezível' },
  { value: '2', label: 'Limitada' },
  { value: '3', label: 'Importante' },
  { value: '4', label: 'Máxima' },
] as const;

const RANK: Record<RipdRiskLevel, number> = { low: 1, medium: 2, high: 3 };

/** Res. CD/ANPD 2/2022 art. 4, I (general) and II (specific) criteria, as stored. */
export const HIGH_RISK_GENERAL = ['largeScale', 'significantEffect'] as const;
export const HIGH_RISK_SPECIFIC = [
  'emergingTechnology',
  'publicSurveillance',
  'automatedDecisions',
  'sensitiveOrVulnerable',
] as const;

/** The controller's decision (step 6), as stored. */
export const RIPD_DECISIONS = {
  proceed: 'proceed',
  proceedWithMeasures: 'proceedWithMeasures',
  stop: 'stop',
} as const;

export interface RiskPlacement {
  likelihood: number;
  severity: number;
  level: RipdRiskLevel;
}

export interface RipdRisk {
  /** 1, 2, 3... as listed. */
  number: number;
  description: string;
  /** Before the measures; null while likelihood or severity is not rated. */
  inherent: RiskPlacement | null;
  /** After the measures; null while not rated. */
  residual: RiskPlacement | null;
}

export interface RipdResult {
  risks: RipdRisk[];
  highestResidual: RipdRiskLevel | null;
  /** Art. 4: the criteria met, and whether at least one of each kind is. */
  highRisk: { general: string[]; specific: string[]; high: boolean };
  decision: string | null;
  /** The conclusion says "pode prosseguir" while a residual risk is 'Alto'. */
  proceedsWithHighResidual: boolean;
}

const isHigh = (value: number) => value >= 3;

/** The level of a risk from its likelihood and severity (1-4 each). */
export function riskLevel(likelihood: number, severity: number): RipdRiskLevel {
  if (isHigh(likelihood) && isHigh(severity)) return 'high';
  if (isHigh(likelihood) || isHigh(severity)) return 'medium';
  return 'low';
}

const scale = (value: unknown): number | null => {
  const n = Number(value);
  return typeof value === 'string' && Number.isInteger(n) && n >= 1 && n <= 4 ? n : null;
};

function placement(likelihood: unknown, severity: unknown): RiskPlacement | null {
  const l = scale(likelihood);
  const s = scale(severity);
  return l === null || s === null ? null : { likelihood: l, severity: s, level: riskLevel(l, s) };
}

const chosen = (value: unknown): readonly string[] =>
  Array.isArray(value) ? (value as string[]) : [];

export function ripdResult(answers: Readonly<DefinitionAnswers>): RipdResult {
  const items = (answers.risks ?? []) as readonly GroupItem[];
  const risks = items.map((item, index) => ({
    number: index + 1,
    description: typeof item.description === 'string' ? item.description : '',
    inherent: placement(item.likelihood, item.severity),
    residual: placement(item.residualLikelihood, item.residualSeverity),
  }));
  const highestResidual = risks.reduce<RipdRiskLevel | null>((highest, risk) => {
    const level = risk.residual?.level ?? null;
    if (!level) return highest;
    return highest && RANK[highest] >= RANK[level] ? highest : level;
  }, null);
  const criteria = chosen(answers.highRiskCriteria);
  const general = HIGH_RISK_GENERAL.filter((c) => criteria.includes(c));
  const specific = HIGH_RISK_SPECIFIC.filter((c) => criteria.includes(c));
  const decision = typeof answers.decision === 'string' ? answers.decision : null;
  return {
    risks,
    highestResidual,
    highRisk: { general, specific, high: general.length > 0 && specific.length > 0 },
    decision,
    proceedsWithHighResidual: decision === RIPD_DECISIONS.proceed && highestResidual === 'high',
  };
}
