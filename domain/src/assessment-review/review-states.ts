// The states of the firm's review and the few labels every assessment page shows, apart from the
// review's rule and messages, so a page that only shows a state loads nothing else (page budget).

export const REVIEW_STATES = {
  IN_REVIEW: 'Em análise pelo escritório',
  RETURNED: 'Devolvida com comentários',
  APPROVED: 'Aprovada',
} as const;

export type ReviewState = keyof typeof REVIEW_STATES;

export const REVIEW_STATE_KEYS = Object.keys(REVIEW_STATES) as ReviewState[];

/** What the wizard and the list show on every visit (kept apart from the review's messages). */
export const REVIEW_LABELS = {
  concludeWithReview: 'Concluir e solicitar análise jurídica',
  conclude: 'Concluir',
  reviewFilterLabel: 'Análise jurídica',
  version: 'Versão',
} as const;

export function isReviewState(value: unknown): value is ReviewState {
  return typeof value === 'string' && (REVIEW_STATE_KEYS as readonly string[]).includes(value);
}

/** The label of the list's review column, or '' when the firm is not reviewing it. */
export function reviewStateLabel(review: ReviewState | null | undefined): string {
  return review ? REVIEW_STATES[review] : '';
}
