// The e-mail a client's administrators receive when the firm concludes an assessment on their
// company's behalf (finding M1): who is told, and what it says. Built only from what the client
// may read of the assessment (its kind, identification, client, who concluded it and its link).
import { MAIL_SIGNATURE, type MailContent } from './notification-mails';
import {
  pickRecipients,
  type KindTurnedOff,
  type NotifiableUser,
  type Recipient,
} from './notification-recipients';

export interface AssessmentMailFacts {
  id: number;
  /** The kind's title, e.g. 'Avaliação de Legítimo Interesse'. */
  formTitle: string;
  name: string;
  clientName: string;
  /** When it was concluded, written 'dd/MM/yyyy às HH:mm' in Brasília time. */
  concludedAt: string;
}

/** The assessment's own page (details mode): '/ali/12'. */
export function assessmentLink(portalUrl: string, route: string, id: number): string {
  return `${portalUrl.replace(/\/+$/, '')}${route}/${id}`;
}

/** The client's administrators who keep the notice on; never the firm admin who concluded it. */
export function assessmentConcludedRecipients(
  clientAdministrators: readonly NotifiableUser[],
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients(clientAdministrators, 'assessmentConcludedByFirm', actorId, turnedOff);
}

export function assessmentConcludedMail(
  facts: AssessmentMailFacts,
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  return {
    subject: `Avaliação concluída pelo escritório: ${facts.name || facts.formTitle}`,
    text: `Olá, ${recipientName}.\n\n${[
      `${actorName}, do escritório, concluiu uma avaliação para ${facts.clientName}.`,
      '',
      `Avaliação: ${facts.formTitle}`,
      `Identificação: ${facts.name || '-'}`,
      `Concluída em: ${facts.concludedAt}`,
      '',
      'O resultado e o dossiê estão na avaliação.',
    ].join('\n')}\n\nAcesse a avaliação: ${link}${MAIL_SIGNATURE}`,
  };
}

/** The people a review step tells, and what: their turn to act (issue 31). */
export type ReviewNotice =
  | { type: 'reviewRequested' }
  | { type: 'sentBack'; comments: number }
  | { type: 'approved'; lawyerName: string; oab: string }
  | {
      type: 'changedByFirm';
      version: number;
      changes: readonly { section: string; question: string; before: string; after: string }[];
    };

/** The notification kind of each step: the firm is told of a request, the client of the rest. */
export function reviewNoticeKind(
  notice: ReviewNotice,
): 'assessmentReviewRequested' | 'assessmentReviewAnswered' | 'assessmentChangedByFirm' {
  if (notice.type === 'reviewRequested') return 'assessmentReviewRequested';
  return notice.type === 'changedByFirm' ? 'assessmentChangedByFirm' : 'assessmentReviewAnswered';
}

const valueOrDash = (value: string) => value || '-';

export function reviewNoticeMail(
  notice: ReviewNotice,
  facts: Omit<AssessmentMailFacts, 'concludedAt'>,
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  const title = facts.name || facts.formTitle;
  const header = [`Avaliação: ${facts.formTitle}`, `Identificação: ${facts.name || '-'}`];
  let subject: string;
  let lines: string[];
  switch (notice.type) {
    case 'reviewRequested':
      subject = `Análise jurídica solicitada: ${title}`;
      lines = [
        `${actorName}, de ${facts.clientName}, concluiu uma avaliação e solicitou a análise jurídica do escritório.`,
        '',
        ...header,
        '',
        'Comente as questões e devolva a avaliação, ou aprove-a.',
      ];
      break;
    case 'sentBack':
      subject = `Avaliação devolvida com comentários: ${title}`;
      lines = [
        `${actorName}, do escritório, devolveu a avaliação com ${notice.comments} ${notice.comments === 1 ? 'comentário' : 'comentários'}.`,
        '',
        ...header,
        '',
        'Revise as questões comentadas, corrija as respostas e conclua de novo.',
      ];
      break;
    case 'approved':
      subject = `Avaliação aprovada pelo escritório: ${title}`;
      lines = [
        `${actorName}, do escritório, aprovou a avaliação.`,
        '',
        ...header,
        `Advogado responsável: ${notice.lawyerName} (OAB ${notice.oab})`,
        '',
        'O dossiê traz o bloco de aprovação.',
      ];
      break;
    case 'changedByFirm':
      subject = `Avaliação concluída alterada pelo escritório: ${title}`;
      lines = [
        `${actorName}, do escritório, alterou uma avaliação concluída de ${facts.clientName}. Agora ela está na versão ${notice.version}.`,
        '',
        ...header,
        '',
        'O que mudou:',
        ...notice.changes.map(
          (change) =>
            `- ${change.section}: ${change.question}: ${valueOrDash(change.before)} → ${valueOrDash(change.after)}`,
        ),
      ];
      break;
  }
  return {
    subject,
    text: `Olá, ${recipientName}.\n\n${lines.join('\n')}\n\nAcesse a avaliação: ${link}${MAIL_SIGNATURE}`,
  };
}
