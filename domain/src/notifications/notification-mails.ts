// The e-mails themselves, in Portuguese, each with a link to the demand. They are built only
// from what every reader of the request may see (title, client, modality, deadline, status,
// comment): the types carry no hours, value or lawyer, so no internal data reaches a client.
import { DEMAND_STATUS, demandStatusLabel, type DemandStatus } from '../demand-status';
import { apiToDisplayDate, formatDateTime } from '../format/dates';
import { MESSAGES } from '../messages';
import type { StatusChangeNotice } from './notification-recipients';

export interface MailContent {
  subject: string;
  text: string;
}

/** What a notification may say about a demand. */
export interface DemandMailFacts {
  id: number;
  demanda: string;
  clientName: string;
  serviceTypeName: string;
  /** yyyy-MM-dd */
  prazo: string;
}

/** The details page of a request: every reader of it may open this link. */
export function demandLink(portalUrl: string, demandId: number): string {
  return `${portalUrl.replace(/\/+$/, '')}/clientDemands/details/${demandId}`;
}

/** The closing lines of every notice: automatic, and how to turn it off. */
export const MAIL_SIGNATURE =
  '\n\n—\nDPOHUB · Mensagem automática. Para deixar de receber este aviso, desative-o em Notificações por e-mail, no menu do seu perfil.';

function body(recipientName: string, lines: readonly string[], link: string): string {
  return `Olá, ${recipientName}.\n\n${lines.join('\n')}\n\nAcesse a solicitação: ${link}${MAIL_SIGNATURE}`;
}

function summary(facts: DemandMailFacts): string[] {
  return [
    `Solicitação: ${facts.demanda}`,
    `Cliente: ${facts.clientName}`,
    `Modalidade: ${facts.serviceTypeName}`,
    `Prazo: ${apiToDisplayDate(facts.prazo)}`,
  ];
}

export function newRequestMail(
  facts: DemandMailFacts,
  recipientName: string,
  authorName: string,
  link: string,
): MailContent {
  return {
    subject: `Nova solicitação de ${facts.clientName}: ${facts.demanda}`,
    text: body(
      recipientName,
      [`${authorName} enviou uma nova solicitação.`, '', ...summary(facts)],
      link,
    ),
  };
}

/** The firm opened a demand for the client (issue 29, demands M2). */
export function firmCreatedMail(
  facts: DemandMailFacts,
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  return {
    subject: `Nova solicitação aberta pelo escritório: ${facts.demanda}`,
    text: body(
      recipientName,
      [
        `${actorName}, do escritório, abriu esta solicitação para ${facts.clientName}.`,
        '',
        ...summary(facts),
      ],
      link,
    ),
  };
}

/** A demand was given to the recipient, its lawyer (demands M3). */
export function assignedMail(
  facts: DemandMailFacts,
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  return {
    subject: `Solicitação atribuída a você: ${facts.demanda}`,
    text: body(
      recipientName,
      [`${actorName} atribuiu esta solicitação a você.`, '', ...summary(facts)],
      link,
    ),
  };
}

const NOTICE_SUBJECT: Readonly<Record<StatusChangeNotice, string>> = {
  accepted: 'Solicitação aceita',
  started: 'Solicitação em curso',
  finished: 'Solicitação finalizada',
  cancelled: 'Solicitação cancelada',
  cancellationAccepted: 'Cancelamento confirmado',
  cancellationRefused: 'Solicitação de cancelamento recusada',
  cancellationRequested: 'Cancelamento solicitado',
};

/**
 * A status change, worded like the request's history (spec 2 section 2.8): "Status alterado
 * para {status} em {date at time}". `at` is the history entry's 'yyyy-MM-dd HH:mm:ss'.
 */
export function statusChangeMail(
  notice: StatusChangeNotice,
  facts: DemandMailFacts,
  to: DemandStatus,
  at: string,
  recipient: { name: string; staff: boolean },
  actorName: string,
  link: string,
): MailContent {
  const label = demandStatusLabel(to, recipient.staff ? 'staff' : 'client');
  const lines = [`${MESSAGES.statusChangedAt(label, formatDateTime(at))}.`];
  if (notice === 'cancellationRequested') {
    lines.unshift(`${actorName} pediu o cancelamento da solicitação.`);
  } else if (notice === 'cancellationRefused') {
    lines.push('O pedido de cancelamento foi recusado e a solicitação segue pendente.');
  } else if (to === DEMAND_STATUS.CANCELADO) {
    lines.push('O escritório não dará continuidade a esta solicitação.');
  }
  return {
    subject: `${NOTICE_SUBJECT[notice]}: ${facts.demanda}`,
    text: body(recipient.name, [...lines, '', ...summary(facts)], link),
  };
}

export function commentMail(
  facts: DemandMailFacts,
  recipientName: string,
  authorName: string,
  description: string,
  link: string,
): MailContent {
  return {
    subject: `Novo comentário em: ${facts.demanda}`,
    text: body(
      recipientName,
      [`${authorName} comentou:`, '', `"${description}"`, '', ...summary(facts)],
      link,
    ),
  };
}

export function participantAddedMail(
  facts: DemandMailFacts,
  recipientName: string,
  addedByName: string,
  link: string,
): MailContent {
  return {
    subject: `Você foi incluído(a) na solicitação: ${facts.demanda}`,
    text: body(
      recipientName,
      [`${addedByName} incluiu você como participante desta solicitação.`, '', ...summary(facts)],
      link,
    ),
  };
}

export interface DigestLine extends DemandMailFacts {
  link: string;
}

function digestLines(lines: readonly DigestLine[]): string[] {
  return lines.map(
    (line) =>
      `- ${line.clientName} · ${line.demanda} · prazo ${apiToDisplayDate(line.prazo)} · ${line.link}`,
  );
}

/** The sections of the daily digest. */
export interface DigestSections {
  overdue: readonly DigestLine[];
  dueToday: readonly DigestLine[];
  dueNext: readonly DigestLine[];
}

/** The daily digest to staff: overdue demands, those due today and on the next business day. */
export function dailyDigestMail(
  recipientName: string,
  { overdue, dueToday, dueNext }: DigestSections,
  today: string,
  nextDay: string,
): MailContent {
  const sections: string[] = [];
  if (overdue.length) sections.push(`Atrasadas (${overdue.length}):`, ...digestLines(overdue), '');
  if (dueToday.length) {
    sections.push(
      `Vencem hoje, ${apiToDisplayDate(today)} (${dueToday.length}):`,
      ...digestLines(dueToday),
      '',
    );
  }
  if (dueNext.length) {
    sections.push(
      `Vencem em ${apiToDisplayDate(nextDay)} (${dueNext.length}):`,
      ...digestLines(dueNext),
      '',
    );
  }
  return {
    subject: `Resumo diário de prazos: ${overdue.length} atrasada(s), ${dueToday.length} vence(m) hoje, ${dueNext.length} no próximo dia útil`,
    text: `Olá, ${recipientName}.\n\n${sections.join('\n').trimEnd()}${MAIL_SIGNATURE}`,
  };
}
