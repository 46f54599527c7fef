// The firm's review of a concluded assessment (issue 31; spec 3 section 7's conclusion call with
// finishWithLegalAssessment and sendBackWithComments). A client concludes directly, or asks for
// the firm's legal review; the firm sends it back with comments (the client edits and concludes
// again) or approves it, with the lawyer's name and OAB number on the dossier's sign-off.
//
// The spec's 'Finalizado' / 'Em andamento' keep their meaning: an assessment is finished while it
// is concluded (in review or approved included); sent back, it is in progress again.

/** Where an assessment stands: its status of spec 3 and, when the firm reviews it, the review. */
export interface ReviewStanding {
  completed: boolean;
  review: ReviewState | null;
}

/** What someone does to an assessment's conclusion. */
export type ReviewAction =
  | { type: 'conclude' }
  | { type: 'requestReview' }
  | { type: 'sendBack' }
  | { type: 'approve'; lawyerName: string; oab: string }
  | { type: 'changeAfterConclusion' };

export type ReviewActor = 'client' | 'firm';

import type { ReviewState } from './review-states';

export * from './review-states';

export const REVIEW_MESSAGES = {
  sendBack: 'Devolver com comentários',
  approve: 'Aprovar',
  alreadyConcluded: 'Avaliação concluída: apenas o escritório pode alterá-la.',
  notInReview: 'A avaliação não está em análise pelo escritório.',
  onlyFirmReviews: 'Apenas o escritório analisa, devolve ou aprova uma avaliação.',
  inReviewLocked:
    'A avaliação está em análise pelo escritório: aguarde a devolução ou a aprovação.',
  sendBackNeedsComment: 'Comente ao menos uma questão antes de devolver a avaliação.',
  lawyerNameRequired: 'Informe o nome do advogado responsável pela aprovação.',
  oabInvalid: 'Informe o número da OAB no formato UF 123456 (por exemplo, SP 123456).',
  approvedTitle: 'Aprovada pelo escritório',
  flagsConflict: 'Escolha entre concluir e devolver: não os dois de uma vez.',
  lawyerName: 'Nome do advogado',
  oab: 'OAB',
  oabHint: 'UF e número, por exemplo SP 123456',
  approveTitle: 'Aprovar a avaliação',
  approveHint: 'O nome e a OAB do advogado saem no bloco de aprovação do dossiê.',
  sendBackTitle: 'Devolver com comentários',
  sendBackHint:
    'O cliente vê os comentários de cada questão, corrige as respostas e conclui de novo.',
  cancel: 'Cancelar',
  sending: 'Enviando...',
  approved: 'Avaliação aprovada',
  sentBack: 'Avaliação devolvida com comentários',
  requested: 'Análise jurídica solicitada',
  reviewTitle: 'Análise jurídica',
  inReviewForClient:
    'A avaliação está em análise pelo escritório. Você será avisado por e-mail quando ela for devolvida ou aprovada.',
  inReviewForFirm:
    'O cliente solicitou a análise jurídica: comente as questões e devolva a avaliação, ou aprove-a.',
  returnedForClient:
    'O escritório devolveu a avaliação com comentários: revise as questões comentadas e conclua de novo.',
  returnedForFirm: 'Devolvida ao cliente: aguardando a correção e a nova conclusão.',
  approvedBy: (lawyer: string, oab: string, when: string) =>
    `Aprovada por ${lawyer} (OAB ${oab}) em ${when}.`,
  reviewRequested: 'Análise jurídica solicitada',
  returned: 'Avaliação devolvida com comentários',
} as const;

export type ReviewDecision =
  { allowed: true; next: ReviewStanding; version: boolean } | { allowed: false; message: string };

const refuse = (message: string): ReviewDecision => ({ allowed: false, message });
const allow = (next: ReviewStanding, version: boolean): ReviewDecision => ({
  allowed: true,
  next,
  version,
});

/** OAB registration as 'UF 123456' (state, then up to six digits, optional letter suffix). */
const OAB =
  /^(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)\s?\d{1,6}(-?[A-Z])?$/;

/** The OAB number written one way ('SP 123456'), or null when it is not one. */
export function normaliseOab(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/[./]/g, '').replace(/\s+/g, ' ');
  const match = OAB.exec(compact.replace(/^OAB\s?/, ''));
  if (!match) return null;
  const state = match[1]!;
  const rest = compact
    .replace(/^OAB\s?/, '')
    .slice(2)
    .trim();
  return `${state} ${rest}`;
}

/**
 * The one rule of the review: who may do what from where, where it leads, and whether it makes a
 * new numbered version (each conclusion, and each change after one, keeps the answers whole).
 * `comments` is how many comments the firm wrote since the last conclusion (sending back needs one).
 */
export function reviewDecision(
  standing: ReviewStanding,
  action: ReviewAction,
  actor: ReviewActor,
  comments = 0,
): ReviewDecision {
  switch (action.type) {
    case 'conclude':
    case 'requestReview': {
      if (standing.completed) return refuse(REVIEW_MESSAGES.alreadyConcluded);
      const review = action.type === 'requestReview' ? 'IN_REVIEW' : null;
      return allow({ completed: true, review }, true);
    }
    case 'sendBack':
      if (actor !== 'firm') return refuse(REVIEW_MESSAGES.onlyFirmReviews);
      if (standing.review !== 'IN_REVIEW') return refuse(REVIEW_MESSAGES.notInReview);
      if (comments < 1) return refuse(REVIEW_MESSAGES.sendBackNeedsComment);
      return allow({ completed: false, review: 'RETURNED' }, false);
    case 'approve':
      if (actor !== 'firm') return refuse(REVIEW_MESSAGES.onlyFirmReviews);
      if (standing.review !== 'IN_REVIEW') return refuse(REVIEW_MESSAGES.notInReview);
      if (!action.lawyerName.trim()) return refuse(REVIEW_MESSAGES.lawyerNameRequired);
      if (!normaliseOab(action.oab)) return refuse(REVIEW_MESSAGES.oabInvalid);
      return allow({ completed: true, review: 'APPROVED' }, false);
    case 'changeAfterConclusion':
      if (!standing.completed) return allow(standing, false);
      if (actor !== 'firm') return refuse(REVIEW_MESSAGES.alreadyConcluded);
      return allow(standing, true);
  }
}

/** The two flags of the conclusion call (spec 3 section 7) as someone sends them. */
export interface ConclusionFlags {
  finishWithLegalAssessment?: boolean;
  sendBackWithComments?: boolean;
}

/**
 * What the conclusion call asks for, read as its flags say: `sendBackWithComments` is the firm
 * sending it back; `finishWithLegalAssessment` is a client concluding with the firm's legal
 * assessment (asking for review), or the firm finishing its legal assessment of one in review
 * (approving it); without either, a plain conclusion. Null when both are set.
 */
export function conclusionCallAction(
  flags: ConclusionFlags,
  actor: ReviewActor,
  standing: ReviewStanding,
  approval: { lawyerName: string; oab: string },
): ReviewAction | null {
  if (flags.sendBackWithComments && flags.finishWithLegalAssessment) return null;
  if (flags.sendBackWithComments) return { type: 'sendBack' };
  if (!flags.finishWithLegalAssessment) return { type: 'conclude' };
  if (actor === 'client') return { type: 'requestReview' };
  // The firm's own conclusion of a draft is already its legal assessment.
  return standing.review === 'IN_REVIEW' ? { type: 'approve', ...approval } : { type: 'conclude' };
}

/** Whether the client may edit the answers now: a draft, or one the firm sent back. */
export function clientMayEdit(standing: ReviewStanding): boolean {
  return !standing.completed;
}
