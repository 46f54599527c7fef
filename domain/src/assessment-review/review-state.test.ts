import {
  clientMayEdit,
  conclusionCallAction,
  normaliseOab,
  reviewDecision,
  reviewStateLabel,
  REVIEW_MESSAGES,
} from './review-state';
import type { ReviewAction, ReviewActor, ReviewStanding } from './review-state';

const DRAFT: ReviewStanding = { completed: false, review: null };
const DONE: ReviewStanding = { completed: true, review: null };
const IN_REVIEW: ReviewStanding = { completed: true, review: 'IN_REVIEW' };
const RETURNED: ReviewStanding = { completed: false, review: 'RETURNED' };
const APPROVED: ReviewStanding = { completed: true, review: 'APPROVED' };

const approve: ReviewAction = { type: 'approve', lawyerName: 'Helena Prado', oab: 'SP 123456' };

// Every standing × action × actor, worked out by hand: [standing, action, actor, comments,
// outcome]. An outcome is the next standing and whether a version is made, or the refusal.
type Row = [
  string,
  ReviewStanding,
  ReviewAction,
  ReviewActor,
  number,
  ReviewStanding | string,
  boolean?,
];
const TABLE: Row[] = [
  // A draft: the client concludes directly or asks for review; nobody reviews a draft.
  ['draft, conclude', DRAFT, { type: 'conclude' }, 'client', 0, DONE, true],
  ['draft, ask for review', DRAFT, { type: 'requestReview' }, 'client', 0, IN_REVIEW, true],
  ['draft, firm concludes', DRAFT, { type: 'conclude' }, 'firm', 0, DONE, true],
  ['draft, send back', DRAFT, { type: 'sendBack' }, 'firm', 1, REVIEW_MESSAGES.notInReview],
  ['draft, approve', DRAFT, approve, 'firm', 0, REVIEW_MESSAGES.notInReview],
  ['draft, change', DRAFT, { type: 'changeAfterConclusion' }, 'client', 0, DRAFT, false],
  // In review: only the firm acts, with a comment to send back, with name and OAB to approve.
  [
    'in review, client concludes again',
    IN_REVIEW,
    { type: 'conclude' },
    'client',
    0,
    REVIEW_MESSAGES.alreadyConcluded,
  ],
  [
    'in review, client sends back',
    IN_REVIEW,
    { type: 'sendBack' },
    'client',
    1,
    REVIEW_MESSAGES.onlyFirmReviews,
  ],
  [
    'in review, send back without comment',
    IN_REVIEW,
    { type: 'sendBack' },
    'firm',
    0,
    REVIEW_MESSAGES.sendBackNeedsComment,
  ],
  ['in review, send back', IN_REVIEW, { type: 'sendBack' }, 'firm', 2, RETURNED, false],
  ['in review, client approves', IN_REVIEW, approve, 'client', 0, REVIEW_MESSAGES.onlyFirmReviews],
  ['in review, approve', IN_REVIEW, approve, 'firm', 0, APPROVED, false],
  [
    'in review, approve without name',
    IN_REVIEW,
    { ...approve, lawyerName: ' ' },
    'firm',
    0,
    REVIEW_MESSAGES.lawyerNameRequired,
  ],
  [
    'in review, approve with a bad OAB',
    IN_REVIEW,
    { ...approve, oab: '123' },
    'firm',
    0,
    REVIEW_MESSAGES.oabInvalid,
  ],
  [
    'in review, client changes',
    IN_REVIEW,
    { type: 'changeAfterConclusion' },
    'client',
    0,
    REVIEW_MESSAGES.alreadyConcluded,
  ],
  [
    'in review, firm changes',
    IN_REVIEW,
    { type: 'changeAfterConclusion' },
    'firm',
    0,
    IN_REVIEW,
    true,
  ],
  // Sent back: in progress again; the client edits and concludes (asking again or not).
  [
    'returned, ask for review again',
    RETURNED,
    { type: 'requestReview' },
    'client',
    0,
    IN_REVIEW,
    true,
  ],
  ['returned, conclude directly', RETURNED, { type: 'conclude' }, 'client', 0, DONE, true],
  ['returned, approve', RETURNED, approve, 'firm', 0, REVIEW_MESSAGES.notInReview],
  [
    'returned, client changes',
    RETURNED,
    { type: 'changeAfterConclusion' },
    'client',
    0,
    RETURNED,
    false,
  ],
  // Approved: final; the firm may still change it (a new version), nobody re-approves it.
  ['approved, approve again', APPROVED, approve, 'firm', 0, REVIEW_MESSAGES.notInReview],
  ['approved, send back', APPROVED, { type: 'sendBack' }, 'firm', 1, REVIEW_MESSAGES.notInReview],
  [
    'approved, firm changes',
    APPROVED,
    { type: 'changeAfterConclusion' },
    'firm',
    0,
    APPROVED,
    true,
  ],
  [
    'approved, client concludes',
    APPROVED,
    { type: 'requestReview' },
    'client',
    0,
    REVIEW_MESSAGES.alreadyConcluded,
  ],
  // Concluded directly: the firm's change is a new version; no review to act on.
  ['done, firm changes', DONE, { type: 'changeAfterConclusion' }, 'firm', 0, DONE, true],
  ['done, send back', DONE, { type: 'sendBack' }, 'firm', 1, REVIEW_MESSAGES.notInReview],
];

describe('reviewDecision', () => {
  // A rest parameter: jest would take a seventh named parameter for the `done` callback.
  it.each(TABLE)('%s', (...row: Row) => {
    const [, standing, action, actor, comments, outcome, version] = row;
    const decision = reviewDecision(standing, action, actor, comments);
    if (typeof outcome === 'string') {
      expect(decision).toEqual({ allowed: false, message: outcome });
    } else {
      expect(decision).toEqual({ allowed: true, next: outcome, version });
    }
  });

  it('keeps the spec’s Finalizado for every concluded standing and Em andamento for the rest', () => {
    expect([DRAFT, RETURNED].map(clientMayEdit)).toEqual([true, true]);
    expect([DONE, IN_REVIEW, APPROVED].map(clientMayEdit)).toEqual([false, false, false]);
  });

  it('walks the whole path: ask, send back, fix, ask again, approve', () => {
    const path: [ReviewAction, ReviewActor, number][] = [
      [{ type: 'requestReview' }, 'client', 0],
      [{ type: 'sendBack' }, 'firm', 1],
      [{ type: 'requestReview' }, 'client', 0],
      [approve, 'firm', 0],
    ];
    let standing = DRAFT;
    let versions = 0;
    for (const [action, actor, comments] of path) {
      const decision = reviewDecision(standing, action, actor, comments);
      if (!decision.allowed) throw new Error(decision.message);
      standing = decision.next;
      if (decision.version) versions += 1;
    }
    expect(standing).toEqual(APPROVED);
    expect(versions).toBe(2);
  });
});

describe('normaliseOab', () => {
  it.each([
    ['SP 123456', 'SP 123456'],
    ['sp123456', 'SP 123456'],
    ['OAB/SP 12.345', 'SP 12345'],
    ['RJ 98765-A', 'RJ 98765-A'],
  ])('%s is %s', (text, expected) => expect(normaliseOab(text)).toBe(expected));

  it.each(['123456', 'XX 123', 'SP', 'SP 1234567', ''])('%s is not an OAB number', (text) =>
    expect(normaliseOab(text)).toBeNull(),
  );
});

it('names the review states as the list shows them', () => {
  expect(reviewStateLabel('IN_REVIEW')).toBe('Em análise pelo escritório');
  expect(reviewStateLabel('RETURNED')).toBe('Devolvida com comentários');
  expect(reviewStateLabel('APPROVED')).toBe('Aprovada');
  expect(reviewStateLabel(null)).toBe('');
});

describe('conclusionCallAction: the conclusion call’s two flags (spec 3 section 7)', () => {
  const names = { lawyerName: 'Helena Prado', oab: 'SP 123456' };
  it.each([
    ['client, neither flag', {}, 'client', DRAFT, { type: 'conclude' }],
    [
      'client, legal assessment',
      { finishWithLegalAssessment: true },
      'client',
      DRAFT,
      { type: 'requestReview' },
    ],
    [
      'firm, draft, legal assessment',
      { finishWithLegalAssessment: true },
      'firm',
      DRAFT,
      { type: 'conclude' },
    ],
    [
      'firm, in review, legal assessment',
      { finishWithLegalAssessment: true },
      'firm',
      IN_REVIEW,
      { type: 'approve', ...names },
    ],
    ['firm, send back', { sendBackWithComments: true }, 'firm', IN_REVIEW, { type: 'sendBack' }],
    [
      'client, send back',
      { sendBackWithComments: true },
      'client',
      IN_REVIEW,
      { type: 'sendBack' },
    ],
    [
      'both flags',
      { finishWithLegalAssessment: true, sendBackWithComments: true },
      'firm',
      IN_REVIEW,
      null,
    ],
  ] as const)('%s', (_, flags, actor, standing, expected) => {
    expect(conclusionCallAction(flags, actor, standing, names)).toEqual(expected);
  });
});
