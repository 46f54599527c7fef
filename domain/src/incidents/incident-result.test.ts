import { businessCalendar } from '../calendar';
import { incidentDossierSection } from './incident-dossier';
import { incidentResult, incidentResultToday } from './incident-result';

// A clinic's scheduling system hit by ransomware, learned of on Wednesday 18/11/2026; names,
// phone numbers and the tests scheduled (health data) of 1,240 patients, restored from backup;
// the attackers say they copied the data. Worked by hand:
// - DPC: simple 1 and sensitive 4 -> 4, no adjustment; EI maximum 1;
// - CB: confidentiality to unknown recipients 0.5 + availability temporary 0.25 + malicious 0.5
//   = 1.25; SE = 4 x 1 + 1.25 = 5.25 -> 'Muito alta';
// - art. 5: significant effect and sensitive data -> relevant: ANPD and patients are told;
// - deadline: Thu 19 (1), Fri 20 Consciência Negra, Mon 23 (2), Tue 24 (3) -> 24/11/2026.
const ransomware = {
  knownOn: '2026-11-18',
  smallAgent: 'no',
  dataCategories: ['simple', 'sensitive'],
  dpcAdjustment: '0',
  identification: 'maximum',
  confidentialityLoss: 'unknown',
  integrityLoss: 'none',
  availabilityLoss: 'temporary',
  maliciousIntent: 'yes',
  significantEffect: 'yes',
  riskCriteria: ['sensitive'],
  anpdCommunicated: 'yes',
  anpdCommunicatedOn: '2026-11-24',
  subjectsCommunicated: 'no',
};
const calendar = businessCalendar();

describe('a security incident result', () => {
  it('rates, decides and times the ransomware case as counted by hand', () => {
    const result = incidentResult(ransomware, { today: '2026-11-25', calendar });
    expect(result).toEqual({
      severity: { dpc: 4, ei: 1, cb: 1.25, score: 5.25, level: 'veryHigh' },
      relevantRisk: { significantEffect: true, criteria: ['sensitive'], relevant: true },
      smallAgent: false,
      knownOn: '2026-11-18',
      anpd: { deadline: '2026-11-24', state: 'onTime' },
      // Today Wed 25: one business day past Tue 24.
      subjects: { deadline: '2026-11-24', state: 'overdue', businessDaysLate: 1 },
      keptUntil: '2031-11-25',
    });
  });

  it('a small agent has 6 business days, until Fri 27/11, and is still within them', () => {
    // From Wed 18: Thu 19 (1), Fri 20 holiday, Mon 23 (2), Tue 24 (3), Wed 25 (4), Thu 26 (5),
    // Fri 27 (6).
    const result = incidentResult(
      { ...ransomware, smallAgent: 'yes', anpdCommunicated: 'no' },
      { today: '2026-11-25', calendar },
    );
    // Today Wed 25: Thu 26 (1), Fri 27 (2).
    expect(result.anpd).toEqual({ deadline: '2026-11-27', state: 'open', businessDaysLeft: 2 });
  });

  it('without relevant risk the data subjects have no clock, and the ANPD keeps its deadline', () => {
    const result = incidentResult(
      { ...ransomware, significantEffect: 'no', anpdCommunicated: 'no' },
      { today: '2026-11-19', calendar },
    );
    expect(result.relevantRisk.relevant).toBe(false);
    expect(result.subjects).toBeNull();
    // Today Thu 19: Mon 23 (1), Tue 24 (2).
    expect(result.anpd).toEqual({ deadline: '2026-11-24', state: 'open', businessDaysLeft: 2 });
  });

  it("'Nenhum destes' is no criterion", () => {
    const result = incidentResult(
      { ...ransomware, riskCriteria: ['none'] },
      { today: '2026-11-19', calendar },
    );
    expect(result.relevantRisk).toEqual({ significantEffect: true, criteria: [], relevant: false });
  });

  it('waits for the categories and the ease of identification, and for the day learned', () => {
    const result = incidentResult(
      { ...ransomware, dataCategories: [], knownOn: null },
      { today: '2026-11-19', calendar },
    );
    expect(result.severity).toBeNull();
    expect(result.anpd).toBeNull();
  });

  it('brought to a later day, the clocks move and the register keeps its first term', () => {
    const stored = incidentResult(
      { ...ransomware, anpdCommunicated: 'no' },
      { today: '2026-11-19', calendar },
    );
    const later = incidentResultToday(
      stored,
      { ...ransomware, anpdCommunicated: 'no' },
      { today: '2026-11-26', calendar },
    );
    // Deadline Tue 24; today Thu 26: Wed 25 (1), Thu 26 (2).
    expect(later.anpd).toEqual({ deadline: '2026-11-24', state: 'overdue', businessDaysLate: 2 });
    expect(later.keptUntil).toBe('2031-11-19');
  });

  it('reads in the dossier as the communication summary', () => {
    const section = incidentDossierSection(
      incidentResult(ransomware, { today: '2026-11-25', calendar }),
    );
    expect(section.rows).toEqual([
      {
        label: 'Gravidade pela metodologia da ENISA',
        value: 'Gravidade Muito alta: SE = DPC × EI + CB = 4 × 1 + 1,25 = 5,25.',
      },
      {
        label: 'Risco ou dano relevante (Res. CD/ANPD 15/2024, art. 5º)',
        value:
          'O incidente pode acarretar risco ou dano relevante: comunique a ANPD e os titulares (LGPD art. 48). Afeta significativamente os titulares: sim. Critérios do art. 5º, II presentes: 1.',
      },
      {
        label: 'Comunicação à ANPD',
        value:
          'Prazo: 24/11/2026 (3 dias úteis da ciência, no calendário do escritório). Comunicada no prazo.',
      },
      {
        label: 'Comunicação aos titulares',
        value:
          'Prazo: 24/11/2026 (3 dias úteis da ciência, no calendário do escritório). Ainda não comunicada e fora do prazo há 1 dia útil.',
      },
    ]);
    expect(section.paragraphs).toEqual([
      'Registro mantido ao menos até 25/11/2031 (5 anos, Res. CD/ANPD 15/2024, art. 10).',
    ]);
  });
});
