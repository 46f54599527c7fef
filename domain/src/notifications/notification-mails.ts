// The e-mails themselves, in Portuguese, each with a link to the demand. They are built only
// from what every reader of the request may see (title, client, modality, deadline, status,
// comment): the types carry no hours, value or lawyer, so no internal data reaches a client.
import { DEMAND_STATUS, demandStatusLabel, type DemandStatus } from '../demand-status';
import { formatDateTime } from '../format/date-times';
import { apiToDisplayDate } from '../format/dates';
import { URGENT_DEADLINE_PREFIX } from '../constants';
import { MESSAGES } from '../messages';
import type { StatusChangeNotice } from './notification-recipients';

export interface MailContent {
  subject: string;
  text: string;
  /**
   * A notice about one demand, in parts: the e-mail job groups the notices of one demand to one
   * person within a short window into one e-mail (demands m17) from these.
   */
  notice?: DemandNotice;
}

/** One notice of a demand, as parts (kept with the queued e-mail). */
export interface DemandNotice {
  recipientName: string;
  subject: string;
  /** What happened, without greeting, summary or link. */
  lines: string[];
  /** The demand's summary lines (title, client, modality, deadline). */
  summary: string[];
  link: string;
}

/** What a notification may say about a demand. */
export interface DemandMailFacts {
  id: number;
  demanda: string;
  clientName: string;
  serviceTypeName: string;
  /** yyyy-MM-dd */
  prazo: string;
  /** A client's request with a deadline of its own ('Urgente' in the client form; demands m2). */
  urgent?: boolean;
}

/** The portal's path of a request's details page. */
export function demandPath(demandId: number): string {
  return `/clientDemands/details/${demandId}`;
}

/** The details page of a request: every reader of it may open this link. */
export function demandLink(portalUrl: string, demandId: number): string {
  return `${portalUrl.replace(/\/+$/, '')}${demandPath(demandId)}`;
}

/** The closing lines of every notice: automatic, and how to turn it off. */
export const MAIL_SIGNATURE =
  '\n\n—\nDPOHUB · Mensagem automática. Para deixar de receber este aviso, desative-o em Notificações por e-mail, no menu do seu perfil.';

function body(recipientName: string, lines: readonly string[], link: string): string {
  return `Olá, ${recipientName}.\n\n${lines.join('\n')}\n\nAcesse a solicitação: ${link}${MAIL_SIGNATURE}`;
}

const SUMMARY_LINES = 4;

/**
 * A notice about one demand: its e-mail, and the same in parts. `lines` end with a blank line and
 * the demand's summary (summary()), as every notice of this module writes them.
 */
function demandNotice(
  subject: string,
  recipientName: string,
  lines: readonly string[],
  link: string,
): MailContent {
  const split = lines.length - SUMMARY_LINES;
  return {
    subject,
    text: body(recipientName, lines, link),
    notice: {
      recipientName,
      subject,
      lines: lines.slice(0, split - 1),
      summary: lines.slice(split),
      link,
    },
  };
}

/**
 * Several notices of one demand to one person, as one e-mail (demands m17): each notice under
 * its own subject, oldest first, then the demand's latest summary and its link once.
 */
export function groupedNoticesMail(notices: readonly DemandNotice[]): MailContent {
  const last = notices[notices.length - 1]!;
  const title = last.summary[0]?.replace(/^Solicitação: /, '') ?? '';
  const sections = notices.flatMap((notice, index) => [
    `${index + 1}. ${notice.subject}`,
    ...notice.lines,
    '',
  ]);
  return {
    subject: `${notices.length} avisos sobre a solicitação: ${title}`,
    text: body(
      last.recipientName,
      [`${notices.length} avisos sobre esta solicitação:`, '', ...sections, ...last.summary],
      last.link,
    ),
  };
}

function summary(facts: DemandMailFacts): string[] {
  return [
    `Solicitação: ${facts.demanda}`,
    `Cliente: ${facts.clientName}`,
    `Modalidade: ${facts.serviceTypeName}`,
    `Prazo: ${facts.urgent ? URGENT_DEADLINE_PREFIX : ''}${apiToDisplayDate(facts.prazo)}`,
  ];
}

/** 'Urgente: ' before the subject of an urgent request's notices. */
function subjectOf(facts: DemandMailFacts, subject: string): string {
  return facts.urgent ? `Urgente: ${subject}` : subject;
}

export function newRequestMail(
  facts: DemandMailFacts,
  recipientName: string,
  authorName: string,
  link: string,
): MailContent {
  return demandNotice(
    subjectOf(facts, `Nova solicitação de ${facts.clientName}: ${facts.demanda}`),
    recipientName,
    [
      facts.urgent
        ? `${authorName} enviou uma nova solicitação urgente.`
        : `${authorName} enviou uma nova solicitação.`,
      '',
      ...summary(facts),
    ],
    link,
  );
}

/** The firm opened a demand for the client (issue 29, demands M2). */
export function firmCreatedMail(
  facts: DemandMailFacts,
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  return demandNotice(
    `Nova solicitação aberta pelo escritório: ${facts.demanda}`,
    recipientName,
    [
      `${actorName}, do escritório, abriu esta solicitação para ${facts.clientName}.`,
      '',
      ...summary(facts),
    ],
    link,
  );
}

/** A demand was given to the recipient, its lawyer (demands M3). */
export function assignedMail(
  facts: DemandMailFacts,
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  return demandNotice(
    `Solicitação atribuída a você: ${facts.demanda}`,
    recipientName,
    [`${actorName} atribuiu esta solicitação a você.`, '', ...summary(facts)],
    link,
  );
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
  return demandNotice(
    `${NOTICE_SUBJECT[notice]}: ${facts.demanda}`,
    recipient.name,
    [...lines, '', ...summary(facts)],
    link,
  );
}

export function commentMail(
  facts: DemandMailFacts,
  recipientName: string,
  authorName: string,
  description: string,
  link: string,
): MailContent {
  return demandNotice(
    `Novo comentário em: ${facts.demanda}`,
    recipientName,
    [`${authorName} comentou:`, '', `"${description}"`, '', ...summary(facts)],
    link,
  );
}

export function participantAddedMail(
  facts: DemandMailFacts,
  recipientName: string,
  addedByName: string,
  link: string,
): MailContent {
  return demandNotice(
    `Você foi incluído(a) na solicitação: ${facts.demanda}`,
    recipientName,
    [`${addedByName} incluiu você como participante desta solicitação.`, '', ...summary(facts)],
    link,
  );
}

/** The firm moved the deadline of a demand (demands m2). Dates are yyyy-MM-dd. */
export function deadlineChangedMail(
  facts: DemandMailFacts,
  previousPrazo: string,
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  return demandNotice(
    subjectOf(facts, `Prazo alterado: ${facts.demanda}`),
    recipientName,
    [
      `${actorName} alterou o prazo de ${apiToDisplayDate(previousPrazo)} para ${apiToDisplayDate(facts.prazo)}.`,
      '',
      ...summary(facts),
    ],
    link,
  );
}

/** What a client may change in a pending request, before and after one save. */
export interface RequestEditFacts {
  demanda: string;
  descricaoTrabalho: string;
  serviceTypeName: string;
  /** yyyy-MM-dd */
  prazo: string;
  urgent: boolean;
  consumoHoras: boolean;
}

/** The counts of what one save added or removed besides the fields. */
export interface RequestEditCounts {
  filesAdded: number;
  filesRemoved: number;
  participantsAdded: number;
}

/** The lines that say what a client's edit changed, in the form's own words (demands m2). */
export function requestEditChanges(
  before: RequestEditFacts,
  after: RequestEditFacts,
  counts: RequestEditCounts,
): string[] {
  const changes: string[] = [];
  if (before.demanda !== after.demanda) changes.push(`Nome da demanda: ${after.demanda}`);
  if (before.serviceTypeName !== after.serviceTypeName) {
    changes.push(`Modalidade: ${after.serviceTypeName}`);
  }
  if (before.descricaoTrabalho !== after.descricaoTrabalho) changes.push('Descrição alterada');
  if (before.prazo !== after.prazo || before.urgent !== after.urgent) {
    const deadline = (facts: RequestEditFacts) =>
      `${facts.urgent ? URGENT_DEADLINE_PREFIX : ''}${apiToDisplayDate(facts.prazo)}`;
    changes.push(`Prazo: de ${deadline(before)} para ${deadline(after)}`);
  }
  if (before.consumoHoras !== after.consumoHoras) {
    changes.push(`Válida para consumo de horas: ${after.consumoHoras ? 'Sim' : 'Não'}`);
  }
  if (counts.filesAdded) changes.push(`Documentos incluídos: ${counts.filesAdded}`);
  if (counts.filesRemoved) changes.push(`Documentos removidos: ${counts.filesRemoved}`);
  if (counts.participantsAdded) {
    changes.push(`Participantes incluídos: ${counts.participantsAdded}`);
  }
  return changes;
}

/** A client edited a pending request: the firm is told what changed (demands m2). */
export function requestEditedMail(
  facts: DemandMailFacts,
  changes: readonly string[],
  recipientName: string,
  actorName: string,
  link: string,
): MailContent {
  return demandNotice(
    subjectOf(facts, `Solicitação alterada: ${facts.demanda}`),
    recipientName,
    [
      `${actorName} alterou a solicitação pendente.`,
      '',
      'O que mudou:',
      ...changes.map((change) => `- ${change}`),
      '',
      ...summary(facts),
    ],
    link,
  );
}

export interface DigestLine extends DemandMailFacts {
  link: string;
  status: DemandStatus;
  /** The demand's lawyer, or null while none is set (the digest goes to staff only). */
  lawyerName: string | null;
  /** The staff account linked to the demand's lawyer. */
  lawyerUserId: number | null;
}

function digestLines(lines: readonly DigestLine[]): string[] {
  return lines.map(
    (line) =>
      `- ${line.clientName} · ${line.demanda} · ${demandStatusLabel(line.status, 'staff')} · ${line.lawyerName ?? 'Sem advogado(a)'} · prazo ${apiToDisplayDate(line.prazo)} · ${line.link}`,
  );
}

/** The sections of the daily digest. */
export interface DigestSections {
  overdue: readonly DigestLine[];
  dueToday: readonly DigestLine[];
  dueNext: readonly DigestLine[];
}

/**
 * What one staff member's digest holds (demands m18): the demands whose lawyer they are, first,
 * then the rest of the office unless they turned that part off.
 */
export interface StaffDigest {
  own: DigestSections;
  office: DigestSections;
}

const sectionCount = (sections: DigestSections) =>
  sections.overdue.length + sections.dueToday.length + sections.dueNext.length;

/** One staff member's digest from the office's sections; null when it has nothing to tell. */
export function staffDigest(
  all: DigestSections,
  userId: number,
  includeOffice: boolean,
): StaffDigest | null {
  const part = (mine: boolean): DigestSections => ({
    overdue: all.overdue.filter((line) => (line.lawyerUserId === userId) === mine),
    dueToday: all.dueToday.filter((line) => (line.lawyerUserId === userId) === mine),
    dueNext: all.dueNext.filter((line) => (line.lawyerUserId === userId) === mine),
  });
  const own = part(true);
  const empty: DigestSections = { overdue: [], dueToday: [], dueNext: [] };
  const office = includeOffice ? part(false) : empty;
  return sectionCount(own) + sectionCount(office) ? { own, office } : null;
}

function digestSections(
  { overdue, dueToday, dueNext }: DigestSections,
  today: string,
  nextDay: string,
): string[] {
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
  return sections;
}

/**
 * The daily digest to a staff member: their own demands first, then the office's, each with the
 * overdue demands, those due today and on the next business day.
 */
export function dailyDigestMail(
  recipientName: string,
  { own, office }: StaffDigest,
  today: string,
  nextDay: string,
): MailContent {
  const blocks: string[] = [];
  if (sectionCount(own)) {
    blocks.push('Suas solicitações', '', ...digestSections(own, today, nextDay));
  }
  if (sectionCount(office)) {
    blocks.push('Solicitações do escritório', '', ...digestSections(office, today, nextDay));
  }
  const count = (key: keyof DigestSections) => own[key].length + office[key].length;
  return {
    subject: `Resumo diário de prazos: ${count('overdue')} atrasada(s), ${count('dueToday')} vence(m) hoje, ${count('dueNext')} no próximo dia útil`,
    text: `Olá, ${recipientName}.\n\n${blocks.join('\n').trimEnd()}${MAIL_SIGNATURE}`,
  };
}

/** What the invitation of a participant created with a request says (demands m5). */
export interface ParticipantInvitation {
  recipientName: string;
  /** Who added the participant, and their company. */
  invitedBy: { name: string; company: string | null };
  /** The first-password page of the portal, which opens the request afterwards. */
  passwordLink: string;
  /** How long `passwordLink` lasts. */
  hours: number;
}

/**
 * The one e-mail a participant created on the request form receives once the request is saved:
 * the access invitation that names the request (its number, title and link) and who invited them.
 */
export function participantInvitationMail(
  facts: DemandMailFacts,
  invitation: ParticipantInvitation,
  link: string,
): MailContent {
  const { invitedBy } = invitation;
  const who = invitedBy.company ? `${invitedBy.name} (${invitedBy.company})` : invitedBy.name;
  return {
    subject: `DPOHUB - Cadastro de acesso: solicitação nº ${facts.id}`,
    text: [
      `Olá, ${invitation.recipientName}.`,
      '',
      `${who} incluiu você como participante da solicitação nº ${facts.id}: ${facts.demanda}.`,
      '',
      ...summary(facts),
      '',
      'Você foi cadastrado(a) no portal DPOHUB. Para definir a sua senha e abrir a solicitação, acesse:',
      '',
      invitation.passwordLink,
      '',
      `O link vale por ${invitation.hours} horas. No primeiro acesso, leia e aceite os termos de uso e o aviso de privacidade.`,
      '',
      `Depois, acesse a solicitação: ${link}`,
    ].join('\n'),
  };
}
