import type { DefinitionViews } from './definition-views';
import { QuestionSet } from './QuestionSet';
import { DayWithNone, RecordAnswer } from './RecordFields';
import { StepIntro } from './StepIntro';

/** Every view of what few kinds ask, for a page whose definition asks them (the TPA). */
export const EXTRA_VIEWS: DefinitionViews = { QuestionSet, StepIntro, DayWithNone, RecordAnswer };
