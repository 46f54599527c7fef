import type { AssessmentFormDefinition } from '../assessments/assessment-forms';
import type { AssessmentDefinition } from './definition-types';

/**
 * What a definition of one of the spec's four kinds (new project, ALI, ROPA, TPA) takes from its
 * form in ASSESSMENT_FORMS, where their formId, calls, route, role and steps were written first:
 * the question steps' titles, and the last step's as the result's.
 */
export function specKindFacts(
  form: AssessmentFormDefinition,
): Pick<
  AssessmentDefinition,
  | 'kind'
  | 'formId'
  | 'apiSegment'
  | 'route'
  | 'title'
  | 'authority'
  | 'feature'
  | 'resultTitle'
  | 'stepTitles'
> {
  return {
    kind: form.kind,
    formId: form.formId,
    apiSegment: form.apiSegment,
    route: form.route,
    title: form.title,
    authority: form.authority,
    feature: form.feature,
    resultTitle: form.stepTitles[form.stepTitles.length - 1]!,
    stepTitles: form.stepTitles.slice(0, -1),
  };
}
