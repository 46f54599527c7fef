import { ASSESSMENT_FORMS } from './assessment-forms';
import { assessmentDossier, dossierDateTime, type DossierInput } from './assessment-dossier';
import type { StepDefinition } from './question-types';

const STEPS: StepDefinition[] = [
  {
    position: 1,
    title: 'Descrição',
    questions: [
      { field: 'name', kind: 'text', label: 'Atividade de tratamento', required: true },
      {
        field: 'automatedDecision',
        kind: 'yesNo',
        label: 'Há decisão automatizada?',
        required: true,
      },
      {
        field: 'progressReport',
        kind: 'multi',
        label: 'Andamento',
        required: false,
        options: [{ value: 'EP', label: 'Em Progresso' }],
      },
    ],
  },
];

const input = (over: Partial<DossierInput> = {}): DossierInput => ({
  form: ASSESSMENT_FORMS.ropa,
  steps: STEPS,
  id: 9,
  name: 'Folha de pagamento',
  clientName: 'Acme',
  answers: { automatedDecision: 'no', progressReport: 'EP' },
  observations: {},
  results: {
    conclusion: {
      warnings: [
        {
          code: 'W',
          field: 'baseLegal',
          answer: 'x',
          text: 'LI não ampara dados sensíveis',
          anchor: 'art. 7º, IX',
        },
      ],
      impactReport: { suggested: false, reasons: [] },
    },
  },
  createdBy: 'Carla',
  updatedBy: 'Admin',
  createdAt: new Date('2026-05-10T13:05:00Z'),
  updatedAt: new Date('2026-05-11T02:30:00Z'),
  completedAt: null,
  generatedAt: new Date('2026-05-12T12:00:00Z'),
  ...over,
});

describe('assessment dossier', () => {
  it('writes dates in Brasília time whatever the server zone', () => {
    expect(dossierDateTime(new Date('2026-05-11T02:30:00Z'))).toBe('10/05/2026 às 23:30');
  });

  it('lists every question of a kind with its answer, option label and the stored warnings', () => {
    const dossier = assessmentDossier(input());
    expect(dossier.title).toBe('Dossiê: ROPA - Registro das Operações de Tratamento');
    expect(dossier.sections[0]!.rows).toContainEqual({ label: 'Criado por', value: 'Carla' });
    expect(dossier.sections[0]!.rows).toContainEqual({
      label: 'Última alteração em',
      value: '10/05/2026 às 23:30',
    });
    expect(dossier.sections[1]!.rows).toEqual([
      { label: 'Atividade de tratamento', value: 'Folha de pagamento' },
      { label: 'Há decisão automatizada?', value: 'Não' },
      { label: 'Andamento', value: 'Em Progresso' },
    ]);
    expect(dossier.sections[2]).toEqual({
      heading: 'Resultado',
      paragraphs: [],
      bullets: ['LI não ampara dados sensíveis (art. 7º, IX)'],
    });
  });

  it('says an answer is missing rather than leaving it blank', () => {
    const dossier = assessmentDossier(input({ answers: {}, results: null }));
    expect(dossier.sections[1]!.rows![1]).toEqual({
      label: 'Há decisão automatizada?',
      value: 'Não respondida',
    });
    expect(dossier.sections).toHaveLength(2);
  });
});
