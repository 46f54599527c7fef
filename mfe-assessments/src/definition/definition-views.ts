import { createContext, useContext, type ComponentType } from 'react';
import {
  definitionQuestions,
  type AssessmentDefinition,
  type DateQuestion,
  type IntroSection,
  type QuestionSetQuestion,
  type TextQuestion,
} from '@dpohub/domain';

/** A step's own titles: one level below the step's heading (h3 on a new record, else h4). */
export type StepSubheading = 'h3' | 'h4';

interface FieldViewProps<Q> {
  question: Q;
  /** The field's name in the form: `answers.code`. */
  name: string;
  disabled: boolean;
}

/**
 * The views of what few kinds ask (the TPA): a question set, a step's headed intro, a day with its
 * 'none' box, an answer the record gives. A page whose definition asks one passes them
 * (EXTRA_VIEWS), so that the other definition pages do not carry them (page budget).
 */
export interface DefinitionViews {
  QuestionSet?: ComponentType<FieldViewProps<QuestionSetQuestion> & { subheading: StepSubheading }>;
  StepIntro?: ComponentType<{ sections: readonly IntroSection[]; subheading: StepSubheading }>;
  DayWithNone?: ComponentType<FieldViewProps<DateQuestion>>;
  RecordAnswer?: ComponentType<FieldViewProps<TextQuestion> & { clientName: string }>;
}

export const DefinitionViewsContext = createContext<DefinitionViews>({});

export const useDefinitionViews = () => useContext(DefinitionViewsContext);

/** The views a definition asks that the page did not pass (a page's mistake, caught on render). */
export function missingViews(definition: AssessmentDefinition, views: DefinitionViews): string[] {
  const questions = definitionQuestions(definition);
  const needs: [keyof DefinitionViews, boolean][] = [
    ['QuestionSet', questions.some((q) => q.type === 'set')],
    ['StepIntro', definition.steps.some((step) => step.introSections?.length)],
    ['DayWithNone', questions.some((q) => q.type === 'date' && Boolean(q.noneLabel))],
    ['RecordAnswer', questions.some((q) => q.type === 'text' && Boolean(q.fromRecord))],
  ];
  return needs.filter(([view, needed]) => needed && !views[view]).map(([view]) => view);
}
