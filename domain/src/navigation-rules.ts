import { canAccess, SPEC_FEATURES, holdsDemandAccess, isParticipant } from './access-policy';
import type { Principal } from './access-policy';
import { holdsAssessmentAuthority } from './assessments/assessment-list-rules';

/**
 * Who sees a side-menu entry, where it is wider than one page's access rule. A remote's menu
 * entry names one of these (`visibleBy`), so its declaration stays plain data (issue 33).
 */
export const NAV_RULES = {
  /**
   * A participant's way back to the demands they take part in (their landing page), and a
   * client user's to their company's requests when they hold the demands role (demands m15).
   */
  ownDemands: (p: Principal) =>
    isParticipant(p) ||
    (!p.admin && holdsDemandAccess(p) && canAccess(p, SPEC_FEATURES.clientDemands)),
  /** Finding B1: every saved assessment, for whoever holds any of their authorities. */
  assessmentAuthority: holdsAssessmentAuthority,
} satisfies Record<string, (p: Principal) => boolean>;

export type NavRuleKey = keyof typeof NAV_RULES;
