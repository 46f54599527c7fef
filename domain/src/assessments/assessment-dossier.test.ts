import { TPA_CONTRACT_KEYS, TPA_MATURITY_KEYS, TPA_POSITION_KEYS } from '../types/assessment';
import { ALI_STEP_NOTE_KEYS, ALI_STEPS, aliTest } from './ali-rules';
import { ASSESSMENT_FORMS } from './assessment-forms';
import { assessmentDossier, dossierDateTime, type DossierInput } from './assessment-dossier';
import { NEW_PROJECT_STEPS } from './new-project-questions';
import { newProjectResults } from './new-project-rules';
import type { StepDefinition } from './question-types';
import { ropaConclusion } from './ropa-rules';
import { tpaResults } from './tpa-rules';

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

const FIRM = {
  name: 'Silva & Souza Advogados',
  registration: 'OAB/SP 12.345',
  address: 'Av. Paulista, 1000, São Paulo - SP',
  email: 'lgpd@silvasouza.adv.br',
  phone: '(11) 3000-0000',
};

const input = (over: Partial<DossierInput> = {}): DossierInput => ({
  form: ASSESSMENT_FORMS.ropa,
  steps: STEPS,
  id: 9,
  name: 'Folha de pagamento',
  clientName: 'Acme',
  answers: { automatedDecision: 'no', progressReport: 'EP' },
  observations: {},
  results: {
    conclusion: ropaConclusion({
      baseLegal: 'Execução de Contrato (Art. 7, V)',
      baseLegalSensitiveData: "Art. 11 II 'a' - Obrigação Legal",
      recommendedImpactReport: 'no',
    }),
  },
  firm: FIRM,
  createdBy: 'Carla',
  updatedBy: 'Admin',
  completedBy: 'Admin',
  createdAt: new Date('2026-05-10T13:05:00Z'),
  updatedAt: new Date('2026-05-11T02:30:00Z'),
  completedAt: new Date('2026-05-11T02:00:00Z'),
  generatedAt: new Date('2026-05-12T12:00:00Z'),
  today: '2026-05-12',
  ...over,
});

describe('assessment dossier (findings M3 and m10)', () => {
  it('writes dates in Brasília time whatever the server zone', () => {
    expect(dossierDateTime(new Date('2026-05-11T02:30:00Z'))).toBe('10/05/2026 às 23:30');
  });

  it('opens with the firm that signs it and a summary of the result', () => {
    const dossier = assessmentDossier(input());
    expect(dossier.title).toBe('Dossiê: ROPA - Registro das Operações de Tratamento');
    expect(dossier.firm).toEqual([
      'Silva & Souza Advogados · OAB/SP 12.345',
      'Av. Paulista, 1000, São Paulo - SP',
      'lgpd@silvasouza.adv.br · (11) 3000-0000',
    ]);
    expect(dossier.summary.heading).toBe('Resumo');
    // ROPA: the warnings and, under its own heading, why an impact report is to be considered.
    expect(dossier.summary.lists!.map((l) => l.title)).toEqual([
      'Pontos de atenção',
      'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
    ]);
    expect(dossier.summary.lists![1]!.items[0]).toContain(
      'A atividade trata dados pessoais sensíveis.',
    );
  });

  it('lists every question with its answer and option label, and marks an unanswered one as such', () => {
    const dossier = assessmentDossier(input());
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
    const empty = assessmentDossier(input({ answers: {} }));
    expect(empty.sections[1]!.rows![1]).toEqual({
      label: 'Há decisão automatizada?',
      value: '— sem resposta —',
      unanswered: true,
    });
  });

  it('ends with who concluded it and the lines for the review and signature', () => {
    const signOff = assessmentDossier(input()).signOff;
    expect(signOff.heading).toBe('Revisão e aprovação');
    expect(signOff.rows).toEqual([
      { label: 'Concluída por', value: 'Admin' },
      { label: 'Concluída em', value: '10/05/2026 às 23:00' },
    ]);
    expect(signOff.paragraphs![0]).toMatch(/^Revisão jurídica \(nome e OAB\): _+$/);
  });

  it('without a firm identification, prints no firm lines rather than blanks', () => {
    expect(assessmentDossier(input({ firm: null })).firm).toEqual([]);
  });

  it('ALI-1: the firm changed SIM to NÃO; the dossier says what the answers gave, why and who changed it, and keeps the step-1 note', () => {
    const answers = {
      concreteSituation: 'Ofertas a clientes ativos',
      personalData: 'Nome, e-mail',
      activityDataSources: 'no',
      childrenData: 'no',
      activityConcrete: 'yes',
      activityLicit: 'yes',
      actitivyLessData: 'yes',
      actitivyPrivicyData: 'yes',
      actitivyKnowns: 'yes',
      actitivyHappens: 'yes',
      resultWasChanged: 'yes',
      resultWasChangedObs: 'A base inclui ex-clientes sem relação ativa.',
      resultWasChangedBy: 'Administrador',
      resultWasChangedAt: '2026-11-25T17:10:00.000Z',
    } as const;
    const dossier = assessmentDossier(
      input({
        form: ASSESSMENT_FORMS.ali,
        steps: ALI_STEPS,
        stepNoteKeys: ALI_STEP_NOTE_KEYS,
        name: 'Ofertas a clientes',
        answers,
        observations: {
          processingOfRelevantConceptsAndActivity: 'Base de clientes ativos apenas.',
          activityConcrete: 'Campanha de 2026',
        },
        results: { conclusion: aliTest(answers).conclusion },
      }),
    );
    expect(dossier.summary.rows).toEqual([
      {
        label: 'Resultado',
        value: expect.stringMatching(/^Não: Sua atividade não reúne elementos/),
      },
      { label: 'Resultado calculado pelas respostas', value: 'SIM' },
      { label: 'Resultado ajustado pelo escritório', value: 'NÃO' },
      { label: 'Justificativa', value: 'A base inclui ex-clientes sem relação ativa.' },
      { label: 'Ajustado por', value: 'Administrador em 25/11/2026 às 14:10' },
    ]);
    const step1 = dossier.sections.find((s) => s.heading.startsWith('1 - '))!;
    expect(step1.paragraphs).toEqual(['Anotações da etapa: Base de clientes ativos apenas.']);
    const step3 = dossier.sections.find((s) => s.heading.startsWith('3 - '))!;
    expect(step3.rows![0]!.note).toBe('Campanha de 2026');
    // No children: the best-interest follow-ups were never asked, so they are not printed.
    const step2 = dossier.sections.find((s) => s.heading.startsWith('2 - '))!;
    expect(step2.rows!.map((row) => row.label)).toEqual([
      'A atividade trata algum destes dados pessoais sensíveis? (deixe em branco se nenhum)',
      'A atividade trata dados pessoais de crianças ou de adolescentes?',
    ]);
  });

  it('NP: the summary gives the risk, its meaning, the reasons and the key recommendations', () => {
    const answers = {
      processingOfPersonalData: 'yes',
      largeScaleProcessingOfPersonalData: 'yes',
      automatedDecision: 'yes',
      legalBaseDataSources: 'Art. 7 X - Proteção do crédito',
    } as const;
    const dossier = assessmentDossier(
      input({
        form: ASSESSMENT_FORMS.newProject,
        steps: NEW_PROJECT_STEPS,
        answers,
        results: { results: newProjectResults(answers) },
      }),
    );
    expect(dossier.summary.rows![0]).toEqual({ label: 'Risco', value: 'RISCO ALTO' });
    const keys = dossier.summary.lists!.find((l) => l.title === 'Recomendações principais')!;
    expect(keys.items[0]).toMatch(/^Elabore o Relatório de Impacto/);
    expect(keys.items[1]).toContain('(LGPD art. 20, caput e §1º)');
  });

  it('TPA: positions as list items (never joined as "?;"), contract dates flagged, recommendations first', () => {
    const none = (keys: readonly string[]) =>
      JSON.stringify(Object.fromEntries(keys.map((k) => [k, { answer: 'no', comments: '' }])));
    const answers = {
      receiveDate: '01/02/2024',
      reviewDate: '31/01/2026',
      jsonMaturityQuestions: none(TPA_MATURITY_KEYS),
      jsonCompanyPosition: JSON.stringify({
        ...JSON.parse(none(TPA_POSITION_KEYS)),
        purposesResult: { answer: 'yes', comments: '' },
        collectData: { answer: 'yes', comments: '' },
      }),
      jsonThirdPartyPosition: none(TPA_POSITION_KEYS),
      jsonContractAvaliation: none(TPA_CONTRACT_KEYS),
    };
    const dossier = assessmentDossier(
      input({
        form: ASSESSMENT_FORMS.tpa,
        steps: [],
        answers,
        results: { results: tpaResults(answers, 'Acme', '2026-05-12') },
        today: '2026-11-25',
      }),
    );
    const status = dossier.summary.lists!.find((l) => l.title === 'Situação do contrato')!;
    expect(status.items[0]).toMatch(/^Contrato expirado em 31\/01\/2026/);
    expect(dossier.summary.rows).toContainEqual({
      label: 'Risco do contrato',
      value: '100,00% (Risco Alto)',
    });
    const positions = dossier.sections.find((s) => s.heading === 'Posições no tratamento')!;
    expect(positions.lists![0]!.title).toBe('Posição da empresa: Controlador');
    expect(positions.lists![0]!.items).toContain(
      'Decide a finalidade ou o resultado do tratamento?',
    );
    expect(JSON.stringify(dossier)).not.toContain('?;');
  });
});
