// The generic scorer of a declared scoring: per section, the weight earned over the weight that
// applies, as a percentage with its band; overall the same over every section; and what to fix,
// each item with the article that asks it.
import { holds } from './conditions';
import type {
  AssessmentDefinition,
  DeclaredScoring,
  DefinitionAnswers,
  DefinitionContext,
  DefinitionBand,
} from './definition-types';

export interface SectionScore {
  key: string;
  title: string;
  earned: number;
  possible: number;
  /** 0-100, one decimal; null when no item of the section applies. */
  score: number | null;
  band: DefinitionBand | null;
}

export interface FixItem {
  section: string;
  item: string;
  text: string;
  article: string;
}

export interface DeclaredResult {
  sections: SectionScore[];
  overall: SectionScore;
  fixes: FixItem[];
}

export const OVERALL_SECTION_KEY = 'overall';
export const OVERALL_SECTION_TITLE = 'Geral';

/** The band of a score: the last one whose `min` it reaches. */
export function bandOf(bands: readonly DefinitionBand[], score: number): DefinitionBand {
  return [...bands].reverse().find((band) => score >= band.min) ?? bands[0]!;
}

const percent = (earned: number, possible: number) => Math.round((earned / possible) * 1000) / 10;

function scored(
  bands: readonly DefinitionBand[],
  key: string,
  title: string,
  earned: number,
  possible: number,
): SectionScore {
  const score = possible > 0 ? percent(earned, possible) : null;
  return {
    key,
    title,
    earned,
    possible,
    score,
    band: score === null ? null : bandOf(bands, score),
  };
}

export function scoreDeclared(
  scoring: DeclaredScoring,
  answers: Readonly<DefinitionAnswers>,
): DeclaredResult {
  const fixes: FixItem[] = [];
  let earnedAll = 0;
  let possibleAll = 0;
  const sections = scoring.sections.map((section) => {
    let earned = 0;
    let possible = 0;
    for (const item of section.items) {
      if (item.appliesWhen && !holds(item.appliesWhen, answers)) continue;
      possible += item.weight;
      if (holds(item.earnedWhen, answers)) earned += item.weight;
      else fixes.push({ section: section.key, item: item.id, ...item.fix });
    }
    earnedAll += earned;
    possibleAll += possible;
    return scored(scoring.bands, section.key, section.title, earned, possible);
  });
  return {
    sections,
    overall: scored(
      scoring.bands,
      OVERALL_SECTION_KEY,
      OVERALL_SECTION_TITLE,
      earnedAll,
      possibleAll,
    ),
    fixes,
  };
}

/** The result of a definition kind: its declared scoring, or its custom computation. */
export function definitionResult(
  definition: AssessmentDefinition,
  answers: Readonly<DefinitionAnswers>,
  context: DefinitionContext,
): unknown {
  if (definition.custom) return definition.custom.compute(answers, context);
  return definition.scoring ? scoreDeclared(definition.scoring, answers) : null;
}
