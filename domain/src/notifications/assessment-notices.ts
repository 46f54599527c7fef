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
