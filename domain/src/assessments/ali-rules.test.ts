import type { AliAssessment } from '../types/assessment';
import {
  ALI_STEPS,
  aliOverrideProblem,
  aliStampOverride,
  aliTest,
  applyAliChoices,
} from './ali-rules';
import { unfilledPositions } from './question-types';

const favourable: Partial<AliAssessment> = {
  name: 'Prevenção a fraudes no cadastro',
  concreteSituation: 'Tentativas de fraude registradas em 2025',
  personalData: 'Nome, CPF, IP',
  activityDataSources: 'no',
  childrenData: 'no',
  activityConcrete: 'yes',
  activityLicit: 'yes',
  actitivyLessData: 'yes',
  actitivyPrivicyData: 'yes',
  actitivyKnowns: 'yes',
  actitivyHappens: 'yes',
};

describe('ALI test (LGPD art. 10; ANPD legitimate-interest guide)', () => {
  it('answers SIM when every phase passes and sensitive data is none', () => {
    expect(aliTest(favourable).conclusion.risk).toEqual({
      message: 'SIM',
      reasons: [],
      considerations: [],
    });
  });

  it('answers NÃO for sensitive data, whatever else was answered', () => {
    const result = aliTest({ ...favourable, activityDataSources: 'dado referente à saúde' });
    expect(result.conclusion.risk.message).toBe('NÃO');
    expect(result.conclusion.risk.reasons).toEqual([
      expect.objectContaining({
        code: 'ALI_SENSITIVE',
        field: 'activityDataSources',
        answer: 'dado referente à saúde',
        anchor: expect.stringContaining('e 11'),
      }),
    ]);
  });

  it.each([
    ['activityConcrete', 'ALI_CONCRETE'],
    ['activityLicit', 'ALI_LICIT'],
    ['actitivyLessData', 'ALI_NECESSITY'],
    ['actitivyPrivicyData', 'ALI_BALANCING'],
    ['actitivyKnowns', 'ALI_TRANSPARENCY'],
    ['actitivyHappens', 'ALI_EXPECTATION'],
  ] as const)("answers NÃO when %s is 'no' (%s), and when unanswered", (field, code) => {
    expect(
      aliTest({ ...favourable, [field]: 'no' }).conclusion.risk.reasons.map((r) => r.code),
    ).toEqual([code]);
    expect(aliTest({ ...favourable, [field]: '' }).conclusion.risk.message).toBe('NÃO');
  });

  it('lists every failing phase in order', () => {
    expect(
      aliTest({
        ...favourable,
        activityDataSources: 'opinião política',
        actitivyHappens: 'no',
      }).conclusion.risk.reasons.map((r) => r.code),
    ).toEqual(['ALI_SENSITIVE', 'ALI_EXPECTATION']);
  });
});

describe('ALI sensitive data selection', () => {
  it("stores an empty selection as 'no' with the 'não trata' text", () => {
    expect(applyAliChoices({ activityDataSources: '' })).toMatchObject({
      activityDataSources: 'no',
      activities: 'o projeto não trata dados pessoais sensíveis',
    });
  });

  it('keeps known types only, and the trata text', () => {
    expect(applyAliChoices({ activityDataSources: 'no,dado referente à saúde,xyz' })).toMatchObject(
      {
        activityDataSources: 'dado referente à saúde',
        activities: 'o projeto trata dados pessoais sensíveis',
      },
    );
  });

  it('leaves step 2 unfilled until it is saved once', () => {
    expect(unfilledPositions(ALI_STEPS, {})).toEqual([1, 2, 3, 4, 5, 6]);
    expect(unfilledPositions(ALI_STEPS, favourable)).toEqual([]);
    expect(unfilledPositions(ALI_STEPS, { ...favourable, activityDataSources: null })).toEqual([2]);
  });
});

describe('ALI: the firm changes the result (resultWasChanged)', () => {
  it('flips the computed result and keeps both, with the justification', () => {
    const risk = aliTest({
      ...favourable,
      actitivyLessData: 'no',
      resultWasChanged: 'yes',
      resultWasChangedObs: 'Dados mínimos confirmados em reunião',
    }).conclusion.risk;
    expect(risk.message).toBe('SIM');
    expect(risk.override).toEqual({
      computed: 'NÃO',
      observation: 'Dados mínimos confirmados em reunião',
      by: null,
      at: null,
    });
    expect(risk.reasons.map((reason) => reason.code)).toEqual(['ALI_NECESSITY']);
    expect(aliTest({ ...favourable, resultWasChanged: 'yes' }).conclusion.risk.message).toBe('NÃO');
    expect(aliTest({ ...favourable, resultWasChanged: 'no' }).conclusion.risk).toEqual({
      message: 'SIM',
      reasons: [],
      considerations: [],
    });
  });

  it('refuses an override without its justification', () => {
    expect(aliOverrideProblem({ resultWasChanged: 'yes', resultWasChangedObs: '  ' })).toBe(
      'Justifique a alteração do resultado.',
    );
    expect(
      aliOverrideProblem({ resultWasChanged: 'yes', resultWasChangedObs: 'Motivo' }),
    ).toBeNull();
    expect(aliOverrideProblem({ resultWasChanged: 'no' })).toBeNull();
  });
});

describe('ALI with children or adolescents (finding M5; LGPD art. 14, Enunciado CD/ANPD 1/2023)', () => {
  /** ALI-5: consumption profile of 13 to 17-year-olds for paid in-game offers, every phase Sim. */
  const ali5 = { ...favourable, childrenData: 'yes' as const };

  it('ALI-5: NÃO when the best interest is not shown to prevail, with that reason on the result', () => {
    for (const childrenBestInterest of ['no', '', null] as const) {
      const risk = aliTest({ ...ali5, childrenBestInterest }).conclusion.risk;
      expect(risk.message).toBe('NÃO');
      expect(risk.reasons).toEqual([
        expect.objectContaining({
          code: 'ALI_CHILDREN',
          field: 'childrenBestInterest',
          anchor:
            'LGPD art. 14; Enunciado CD/ANPD nº 1/2023; Guia ANPD Legítimo Interesse (2024), p. 9',
        }),
      ]);
    }
  });

  it('SIM only when the best interest prevails, and the result says so with the justification', () => {
    const risk = aliTest({
      ...ali5,
      childrenBestInterest: 'yes',
      childrenBestInterestReason: 'Apenas lembretes de segurança da conta, sem ofertas.',
    }).conclusion.risk;
    expect(risk.message).toBe('SIM');
    expect(risk.considerations).toEqual([
      expect.objectContaining({
        code: 'ALI_CHILDREN_BEST_INTEREST',
        text: 'A atividade trata dados de crianças ou de adolescentes e o melhor interesse deles prevalece: Apenas lembretes de segurança da conta, sem ofertas.',
      }),
    ]);
  });

  it('no children: no consideration and the question of best interest is not needed', () => {
    expect(aliTest(favourable).conclusion.risk.considerations).toEqual([]);
    expect(unfilledPositions(ALI_STEPS, favourable)).toEqual([]);
  });

  it('step 2 stays unfilled until the children question, the best interest and its reason are answered', () => {
    expect(unfilledPositions(ALI_STEPS, { ...favourable, childrenData: '' })).toEqual([2]);
    expect(unfilledPositions(ALI_STEPS, ali5)).toEqual([2]);
    expect(unfilledPositions(ALI_STEPS, { ...ali5, childrenBestInterest: 'no' })).toEqual([]);
    expect(unfilledPositions(ALI_STEPS, { ...ali5, childrenBestInterest: 'yes' })).toEqual([2]);
    expect(
      unfilledPositions(ALI_STEPS, {
        ...ali5,
        childrenBestInterest: 'yes',
        childrenBestInterestReason: 'Salvaguardas de idade',
      }),
    ).toEqual([]);
  });
});

describe('who changed the result (accountability, LGPD art. 6º, X)', () => {
  const at = '2026-11-25T14:00:00.000Z';

  it('records the admin and the time when the result is changed or its justification edited', () => {
    expect(
      aliStampOverride(
        {},
        { resultWasChanged: 'yes', resultWasChangedObs: 'Base de ex-clientes' },
        'Admin',
        at,
      ),
    ).toMatchObject({ resultWasChangedBy: 'Admin', resultWasChangedAt: at });
    const previous = {
      resultWasChanged: 'yes' as const,
      resultWasChangedObs: 'A',
      resultWasChangedBy: 'Ana',
      resultWasChangedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(
      aliStampOverride(previous, { ...previous, resultWasChangedObs: 'B' }, 'Bruno', at),
    ).toMatchObject({
      resultWasChangedBy: 'Bruno',
      resultWasChangedAt: at,
    });
    // Saving another step keeps who made the change.
    expect(aliStampOverride(previous, { ...previous }, 'Bruno', at)).toMatchObject({
      resultWasChangedBy: 'Ana',
      resultWasChangedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(aliStampOverride(previous, { resultWasChanged: 'no' }, 'Bruno', at)).toMatchObject({
      resultWasChangedBy: null,
      resultWasChangedAt: null,
    });
  });

  it('the override carries who changed it and when', () => {
    const risk = aliTest({
      ...favourable,
      resultWasChanged: 'yes',
      resultWasChangedObs: 'Clientes inativos há 5 anos',
      resultWasChangedBy: 'Admin',
      resultWasChangedAt: at,
    }).conclusion.risk;
    expect(risk.message).toBe('NÃO');
    expect(risk.override).toEqual({
      computed: 'SIM',
      observation: 'Clientes inativos há 5 anos',
      by: 'Admin',
      at,
    });
  });
});
