// A security incident's result in its dossier, the document filed with the ANPD's communication
// (and so in its versions): the ENISA severity with its formula, the relevant-risk verdict of
// Res. CD/ANPD 15/2024 art. 5, both communication clocks and how long the register keeps it.
import type { DossierSection } from '../assessments/assessment-dossier';
import { DEFINITION_MESSAGES } from '../assessment-definitions/definition-messages';
import type { CommunicationStatus } from './incident-deadline';
import { INCIDENT_MESSAGES as m } from './incident-messages';
import type { IncidentResult } from './incident-result';

/** The clock in words: its deadline, then where the communication stands. */
export function communicationText(status: CommunicationStatus | null, smallAgent: boolean): string {
  if (!status) return m.noClock;
  const where =
    status.state === 'onTime'
      ? m.onTime
      : status.state === 'late'
        ? m.late(status.businessDaysLate)
        : status.state === 'open'
          ? m.open(status.businessDaysLeft)
          : m.overdue(status.businessDaysLate);
  return `${m.deadline(status.deadline, smallAgent)} ${where}`;
}

export function severityText(result: IncidentResult): string {
  const severity = result.severity;
  if (!severity) return m.severityPending;
  return `${m.severityLevel(severity.level)}: ${m.severityFormula(severity.dpc, severity.ei, severity.cb, severity.score)}.`;
}

export function incidentDossierSection(result: IncidentResult): DossierSection {
  const risk = result.relevantRisk;
  return {
    heading: DEFINITION_MESSAGES.summary,
    rows: [
      { label: m.severityTitle, value: severityText(result) },
      {
        label: m.relevantRiskTitle,
        value: `${risk.relevant ? m.relevantRiskYes : m.relevantRiskNo} ${m.relevantRiskWhy(risk.significantEffect, risk.criteria.length)}`,
      },
      { label: m.anpdTitle, value: communicationText(result.anpd, result.smallAgent) },
      {
        label: m.subjectsTitle,
        value: risk.relevant
          ? communicationText(result.subjects, result.smallAgent)
          : m.notRequired,
      },
    ],
    paragraphs: [m.keptUntil(result.keptUntil)],
  };
}
