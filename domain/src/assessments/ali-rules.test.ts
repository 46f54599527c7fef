import type { AliAssessment } from '../types/assessment';
import { ALI_STEPS, aliOverrideProblem, aliTest, applyAliChoices } from './ali-rules';
import { unfilledPositions } from './question-types';

const favourable: Partial<AliAssessment> = {
  name: 'Prevenção a fraudes no cadastro',
  concreteSituation: 'Tentativas de fraude registradas em 2025',
  personalData: 'Nome, CPF, IP',
  activityDataSources: 'no',
  activityConcrete: 'yes',
  activityLicit: 'yes',
  actitivyLessData: 'yes',
  actitivyPrivicyData: 'yes',
  actitivyKnowns: 'yes',
  actitivyHappens: 'yes',
};

describe('ALI test (LGPD art. 10; ANPD legitimate-interest guide)', () => {
  it('answers SIM when every phase passes and sensitive data is none', () => {
    expect(aliTest(favourable).conclusion.risk).toEqual({ message: 'SIM', reasons: [] });
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
    });
    expect(risk.reasons.map((reason) => reason.code)).toEqual(['ALI_NECESSITY']);
    expect(aliTest({ ...favourable, resultWasChanged: 'yes' }).conclusion.risk.message).toBe('NÃO');
    expect(aliTest({ ...favourable, resultWasChanged: 'no' }).conclusion.risk).toEqual({
      message: 'SIM',
      reasons: [],
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
