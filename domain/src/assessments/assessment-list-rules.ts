// Who sees which assessments in the list, the menu and the dashboard (spec 3 sections 2.5 and 2.6;
// findings B1 and m1): the kinds whose client authority the user holds (admins all of them).
import { canAccess, type Principal } from '../access-policy';
import {
  ASSESSMENT_NAME_TRUNCATE_LENGTH,
  ASSESSMENT_STATUS,
  DEFAULT_ASSESSMENT_FORM_ID,
  type AssessmentFormId,
} from '../constants';
import type { AssessmentStatus } from '../types/assessment';
import {
  ASSESSMENT_FORM_OPTIONS,
  assessmentFormById,
  type AssessmentFormDefinition,
} from './assessment-forms';

/** The kinds the user may open, in the list's order (formId 1, 2, 4, 5). */
export function visibleAssessmentForms(principal: Principal): AssessmentFormDefinition[] {
  return ASSESSMENT_FORM_OPTIONS.map((option) => assessmentFormById(option.id)!).filter((form) =>
    canAccess(principal, { policy: form.authority }),
  );
}

/** Whether the user holds any assessment authority: the menu's 'Avaliações' and its cards. */
export function holdsAssessmentAuthority(principal: Principal): boolean {
  return visibleAssessmentForms(principal).length > 0;
}

/**
 * The kind the list opens on: the spec's default (5, ROPA) when the user may see it, otherwise
 * the first kind they may see; null when they may see none.
 */
export function defaultListFormId(principal: Principal): AssessmentFormId | null {
  const visible = visibleAssessmentForms(principal).map((form) => form.formId);
  if (visible.includes(DEFAULT_ASSESSMENT_FORM_ID)) return DEFAULT_ASSESSMENT_FORM_ID;
  return visible[0] ?? null;
}

/** The list's status filter (the dashboard's pies open the list with it). */
export const ASSESSMENT_LIST_STATUSES: readonly AssessmentStatus[] = [
  ASSESSMENT_STATUS.DONE,
  ASSESSMENT_STATUS.DRAFT,
];

export function isAssessmentStatus(value: unknown): value is AssessmentStatus {
  return (ASSESSMENT_LIST_STATUSES as readonly unknown[]).includes(value);
}

/**
 * The name as the list shows it: cut at 50 characters (spec 3 section 9) with an ellipsis when
 * cut, the full name kept for the hover text (finding m3).
 */
export function listName(name: string | null | undefined): { text: string; full: string } {
  const full = (name ?? '').trim();
  return {
    text:
      full.length > ASSESSMENT_NAME_TRUNCATE_LENGTH
        ? `${full.slice(0, ASSESSMENT_NAME_TRUNCATE_LENGTH).trimEnd()}…`
        : full,
    full,
  };
}
