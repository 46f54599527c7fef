import { createContext, useContext, type ComponentType } from 'react';
import type { DateQuestion, IntroSection, QuestionSetQuestion, TextQuestion } from '@dpohub/domain';

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
  RecordAnswer?: ComponentType<FieldViewProps<TextQuestion> & { client: RecordClient }>;
}

/** The record's client as the page knows it: its id, and its name when the route gave it. */
export interface RecordClient {
  id: number | null;
  knownName: string | null;
}

export const DefinitionViewsContext = createContext<DefinitionViews>({});

export const useDefinitionViews = () => useContext(DefinitionViewsContext);

/** A definition asks what its page passes no view for: a mistake of the page, shown on render. */
export function missingView(view: keyof DefinitionViews): Error {
  return new Error(`The page passes no ${view} (EXTRA_VIEWS) for what its definition asks`);
}
