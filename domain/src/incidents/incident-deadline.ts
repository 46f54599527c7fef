// The clock of a security incident (LGPD art. 48; Res. CD/ANPD 15/2024):
// - art. 6: the controller communicates the ANPD within 3 business days of learning that the
//   incident affected personal data; art. 9: the data subjects within the same time;
// - Res. CD/ANPD 2/2022 art. 14: a small processing agent has double the time;
// - art. 5: the incident "may cause relevant risk or damage" when it may significantly affect the
//   data subjects' interests and fundamental rights AND involves at least one of: sensitive data,
//   data of children, adolescents or elderly people, financial data, authentication data, data
//   under legal, judicial or professional secrecy, or data at large scale;
// - art. 10: every incident, communicated or not, stays on the register at least 5 years.
// Business days are the firm's (domain/src/calendar), as for every deadline of the portal.
import {
  addBusinessDays,
  businessDaysBetween,
  businessDaysUntil,
  type BusinessCalendar,
} from '../calendar';

export const INCIDENT_COMMUNICATION_BUSINESS_DAYS = 3;
export const INCIDENT_REGISTER_YEARS = 5;

/** Res. 15/2024 art. 5 II: the kinds of data that, with a significant effect, make the risk relevant. */
export const RELEVANT_RISK_CRITERIA = {
  sensitive: 'Dados pessoais sensíveis',
  vulnerable: 'Dados de crianças, adolescentes ou idosos',
  financial: 'Dados financeiros',
  authentication: 'Dados de autenticação em sistemas',
  secrecy: 'Dados protegidos por sigilo legal, judicial ou profissional',
  largeScale: 'Dados em larga escala',
} as const;

export type RelevantRiskCriterion = keyof typeof RELEVANT_RISK_CRITERIA;

/** Last day (yyyy-MM-dd) to communicate an incident learned of on `knownOn`. */
export function communicationDeadline(
  knownOn: string,
  smallAgent: boolean,
  calendar: BusinessCalendar,
): string {
  const days = INCIDENT_COMMUNICATION_BUSINESS_DAYS * (smallAgent ? 2 : 1);
  return addBusinessDays(knownOn, days, calendar);
}

export type CommunicationStatus =
  | { deadline: string; state: 'onTime' }
  | { deadline: string; state: 'late'; businessDaysLate: number }
  | { deadline: string; state: 'open'; businessDaysLeft: number }
  | { deadline: string; state: 'overdue'; businessDaysLate: number };

export interface CommunicationClock {
  knownOn: string;
  smallAgent: boolean;
  /** The day the ANPD was told, or null while it was not. */
  communicatedOn: string | null;
  today: string;
}

/** Where the communication stands against its deadline. */
export function communicationStatus(
  clock: CommunicationClock,
  calendar: BusinessCalendar,
): CommunicationStatus {
  const deadline = communicationDeadline(clock.knownOn, clock.smallAgent, calendar);
  if (clock.communicatedOn !== null) {
    return clock.communicatedOn <= deadline
      ? { deadline, state: 'onTime' }
      : {
          deadline,
          state: 'late',
          businessDaysLate: businessDaysBetween(deadline, clock.communicatedOn, calendar),
        };
  }
  return clock.today <= deadline
    ? {
        deadline,
        state: 'open',
        businessDaysLeft: businessDaysUntil(clock.today, deadline, calendar),
      }
    : {
        deadline,
        state: 'overdue',
        businessDaysLate: businessDaysBetween(deadline, clock.today, calendar),
      };
}

/**
 * The last day the register must keep an incident recorded on `recordedOn` (yyyy-MM-dd): the same
 * day five years on, or 28 February when it was recorded on a 29 February.
 */
export function recordKeptUntil(recordedOn: string): string {
  const [year, month, day] = recordedOn.split('-');
  const until = Number(year) + INCIDENT_REGISTER_YEARS;
  const leap = until % 4 === 0 && (until % 100 !== 0 || until % 400 === 0);
  return `${until}-${month}-${month === '02' && day === '29' && !leap ? '28' : day}`;
}

/** Res. 15/2024 art. 5: a significant effect and at least one of the criteria. */
export function mayCauseRelevantRisk(
  significantEffect: boolean,
  criteria: readonly RelevantRiskCriterion[],
): boolean {
  return significantEffect && criteria.length > 0;
}
