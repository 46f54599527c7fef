import { ASSESSMENT_FORMS } from '../assessments/assessment-forms';
import { assessmentDossier } from '../assessments/assessment-dossier';
import type { StepDefinition } from '../assessments/question-types';
import { ropaConclusion } from '../assessments/ropa-rules';
import { TPA_STEPS, tpaResults } from '../assessments/tpa-rules';

import { versionAuditChanges, versionChanges, versionLines } from './assessment-versions';

const STEPS: StepDefinition[] = [
  {
    position: 1,
    title: 'Análise Jurídica',
    questions: [
      {
        field: 'automatedDecision',
        kind: 'yesNo',
        label: 'Há decisão automatizada?',
        required: true,
      },
      { field: 'baseLegal', kind: 'text', label: 'Base legal', required: true },
    ],
  },
];

const ropa = (answers: Record<string, string>, observations: Record<string, string> = {}) => ({
  form: ASSESSMENT_FORMS.ropa,
  steps: STEPS,
  name: 'Folha de pagamento',
  clientName: 'Acme',
  answers,
  observations,
  results: { conclusion: ropaConclusion({ ...answers, recommendedImpactReport: 'no' }) },
  today: '2026-11-26',
});

describe('versionLines', () => {
  it('reads each question as the dossier words it, then the result', () => {
    const lines = versionLines(ropa({ automatedDecision: 'no', baseLegal: 'Consentimento' }));
    expect(lines.slice(0, 2)).toEqual([
      { section: '1 - Análise Jurídica', question: 'Há decisão automatizada?', value: 'Não' },
      { section: '1 - Análise Jurídica', question: 'Base legal', value: 'Consentimento' },
    ]);
    expect(lines.some((line) => line.section === 'Resultado')).toBe(true);
  });

  it('reads a TPA’s questions out of its JSON answers', () => {
    const answers = {
      jsonContractAvaliation: JSON.stringify({ relevance: { answer: 'yes', comments: 'Ok' } }),
    };
    const lines = versionLines({
      form: ASSESSMENT_FORMS.tpa,
      steps: TPA_STEPS,
      name: 'Gráfica',
      clientName: 'Acme',
      answers,
      observations: {},
      results: { results: tpaResults(answers, 'Acme', '2026-11-26') },
      today: '2026-11-26',
    });
    const relevance = lines.find((line) => line.value.startsWith('Sim (Observações: Ok)'));
    expect(relevance).toBeDefined();
  });
});

describe('versionChanges', () => {
  it('lists the questions whose answers changed, before and after, and nothing else', () => {
    const before = versionLines(ropa({ automatedDecision: 'no', baseLegal: 'Consentimento' }));
    const after = versionLines(ropa({ automatedDecision: 'yes', baseLegal: 'Consentimento' }));
    const changes = versionChanges(before, after);
    expect(changes[0]).toEqual({
      section: '1 - Análise Jurídica',
      question: 'Há decisão automatizada?',
      before: 'Não',
      after: 'Sim',
    });
    expect(changes.filter((change) => change.section !== 'Resultado')).toHaveLength(1);
    expect(versionAuditChanges(changes.slice(0, 1))).toEqual([
      { field: '1 - Análise Jurídica: Há decisão automatizada?', before: 'Não', after: 'Sim' },
    ]);
  });

  it('an observation added counts as a change of its question; the same answers change nothing', () => {
    const plain = versionLines(ropa({ automatedDecision: 'no', baseLegal: 'X' }));
    expect(versionChanges(plain, plain)).toEqual([]);
    const noted = versionLines(
      ropa({ automatedDecision: 'no', baseLegal: 'X' }, { baseLegal: 'Confirmar contrato' }),
    );
    expect(versionChanges(plain, noted)).toEqual([
      {
        section: '1 - Análise Jurídica',
        question: 'Base legal',
        before: 'X',
        after: 'X (Observações: Confirmar contrato)',
      },
    ]);
  });
});

describe('the dossier of a version', () => {
  const base = {
    ...ropa({ automatedDecision: 'no', baseLegal: 'X' }),
    id: 3,
    firm: null,
    createdBy: 'Carla',
    updatedBy: 'Carla',
    completedBy: 'Carla',
    createdAt: new Date('2026-11-26T12:00:00Z'),
    updatedAt: new Date('2026-11-26T13:00:00Z'),
    completedAt: new Date('2026-11-26T13:00:00Z'),
    generatedAt: new Date('2026-11-26T14:00:00Z'),
  };

  it('prints its version, the earlier ones and, once approved, the lawyer and OAB', () => {
    const dossier = assessmentDossier({
      ...base,
      version: { number: 2, createdAt: new Date('2026-11-26T13:00:00Z'), createdBy: 'Carla' },
      earlierVersions: [
        { number: 1, createdAt: new Date('2026-11-26T12:30:00Z'), createdBy: 'Carla' },
      ],
      reviewLabel: 'Aprovada',
      approval: {
        lawyerName: 'Helena Prado',
        oab: 'SP 123456',
        approvedAt: new Date('2026-11-26T13:30:00Z'),
        version: 2,
      },
    });
    const record = dossier.sections[0]!.rows!;
    expect(record).toContainEqual({ label: 'Análise do escritório', value: 'Aprovada' });
    expect(record).toContainEqual({
      label: 'Versão',
      value: 'Versão 2 de 26/11/2026 às 10:00 por Carla',
    });
    expect(dossier.sections[1]).toEqual({
      heading: 'Versões anteriores',
      paragraphs: ['Versão 1 de 26/11/2026 às 09:30 por Carla'],
    });
    expect(dossier.signOff.rows).toEqual([
      { label: 'Concluída por', value: 'Carla' },
      { label: 'Aprovada por', value: 'Helena Prado' },
      { label: 'OAB', value: 'SP 123456' },
      { label: 'Aprovada em', value: '26/11/2026 às 10:30' },
      { label: 'Versão aprovada', value: '2' },
    ]);
  });

  it('without an approval keeps the lines to sign by hand', () => {
    const dossier = assessmentDossier(base);
    expect(dossier.signOff.paragraphs).toHaveLength(3);
    expect(dossier.sections[0]!.rows!.map((row) => row.label)).not.toContain('Versão');
  });
});
