import {
  TPA_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  type TpaContractKey,
  type TpaPositionKey,
  type TpaQuestions,
} from '../types/assessment';
import {
  contractRiskLabel,
  maturityLabel,
  parseTpaBlob,
  tpaContractRisk,
  tpaDatesOutOfOrder,
  tpaMaturity,
  tpaPosition,
  tpaPositionAdvice,
  tpaResults,
  tpaUnfilledPositions,
} from './tpa-rules';

function answers<K extends string>(
  keys: readonly K[],
  yes: readonly K[],
  fallback: 'yes' | 'no' = 'no',
): TpaQuestions<K> {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { answer: yes.includes(key) ? (fallback === 'no' ? 'yes' : 'no') : fallback, comments: '' },
    ]),
  ) as TpaQuestions<K>;
}

const benignContract = (): TpaQuestions<TpaContractKey> =>
  ({
    ...answers(TPA_CONTRACT_KEYS, []),
    dataMinimization: { answer: 'yes', comments: '' },
    transparency: { answer: 'yes', comments: '' },
  }) as TpaQuestions<TpaContractKey>;

const contractWith = (changes: Partial<Record<TpaContractKey, 'yes' | 'no'>>) => {
  const questions = benignContract();
  for (const [key, answer] of Object.entries(changes)) {
    questions[key as TpaContractKey] = { answer: answer!, comments: '' };
  }
  return questions;
};

describe('TPA maturity bands (spec 3 section 9)', () => {
  it.each([
    [0, 'Incipiente'],
    [59.99, 'Incipiente'],
    [60, 'Moderado'],
    [75.99, 'Moderado'],
    [76, 'Robusto'],
    [100, 'Robusto'],
  ])('%s%% is %s', (value, label) => {
    expect(maturityLabel(value)).toBe(label);
  });

  it.each([
    [14, 100, 'Robusto'],
    [11, 78.57, 'Robusto'],
    [10, 71.43, 'Moderado'],
    [9, 64.29, 'Moderado'],
    [8, 57.14, 'Incipiente'],
    [0, 0, 'Incipiente'],
  ])('%i practices of 14 score %s (%s)', (count, result, label) => {
    const score = tpaMaturity(answers(TPA_MATURITY_KEYS, TPA_MATURITY_KEYS.slice(0, count)));
    expect(score).toMatchObject({ result, label, yes: count, total: 14 });
    expect(score.reasons).toHaveLength(14 - count);
  });

  it('names each missing practice with its anchor', () => {
    const score = tpaMaturity(
      answers(
        TPA_MATURITY_KEYS,
        TPA_MATURITY_KEYS.filter((key) => key !== 'hasDPO'),
      ),
    );
    expect(score.reasons).toEqual([
      expect.objectContaining({
        field: 'hasDPO',
        answer: 'no',
        text: expect.stringContaining('encarregado'),
        anchor: expect.stringContaining('art. 41'),
      }),
    ]);
  });
});

describe('TPA contract risk bands (spec 3 section 9)', () => {
  it.each([
    [0, 'Risco Reduzido'],
    [9.99, 'Risco Reduzido'],
    [10, 'Risco Moderado'],
    [39.99, 'Risco Moderado'],
    [40, 'Risco Significativo'],
    [49.99, 'Risco Significativo'],
    [50, 'Risco Alto'],
    [100, 'Risco Alto'],
  ])('%s%% is %s', (value, label) => {
    expect(contractRiskLabel(value)).toBe(label);
  });

  it.each([
    ['all benign', {}, 0, 'Risco Reduzido', false],
    ['only transparency no', { transparency: 'no' }, 5, 'Risco Reduzido', false],
    [
      'transparency and minimisation no',
      { transparency: 'no', dataMinimization: 'no' },
      10,
      'Risco Moderado',
      false,
    ],
    ['sensitive only', { sensitiveData: 'yes' }, 15, 'Risco Moderado', false],
    [
      'sensitive, minors and vulnerable',
      { sensitiveData: 'yes', minorData: 'yes', vulnerableData: 'yes' },
      40,
      'Risco Significativo',
      false,
    ],
    [
      'the same and monitoring',
      { sensitiveData: 'yes', minorData: 'yes', vulnerableData: 'yes', monitoringHolders: 'yes' },
      50,
      'Risco Alto',
      true,
    ],
    [
      'relevance with sensitive data, floored',
      { relevance: 'yes', sensitiveData: 'yes' },
      50,
      'Risco Alto',
      true,
    ],
    ['relevance alone', { relevance: 'yes' }, 10, 'Risco Moderado', false],
  ] as const)('%s', (_case, changes, result, label, hint) => {
    const risk = tpaContractRisk(contractWith(changes));
    expect(risk).toMatchObject({ result, label, impactReportHint: hint });
  });

  it('scores 100 when every answer carries risk, and lists each with its weight', () => {
    const risk = tpaContractRisk({
      ...answers(TPA_CONTRACT_KEYS, [], 'yes'),
      dataMinimization: { answer: 'no', comments: '' },
      transparency: { answer: 'no', comments: '' },
    });
    expect(risk.result).toBe(100);
    expect(risk.reasons.reduce((sum, reason) => sum + reason.weight, 0)).toBe(100);
    expect(risk.highRiskTest).toBe(true);
  });

  it('says which answers moved the score and what to do about them', () => {
    const risk = tpaContractRisk(contractWith({ relevance: 'yes', sensitiveData: 'yes' }));
    expect(risk.reasons.map((reason) => [reason.field, reason.weight])).toEqual([
      ['relevance', 10],
      ['sensitiveData', 15],
    ]);
    expect(risk.highRiskTest).toBe(true);
    expect(risk.recommendations[1]).toMatch(/^Dados sensíveis: confirme a hipótese do art. 11/);
    expect(risk.recommendations).toHaveLength(5);
  });
});

describe('TPA positions (ANPD essential decisions; ICO checklist)', () => {
  const position = (yes: TpaPositionKey[]) => tpaPosition(answers(TPA_POSITION_KEYS, yes));

  it('makes a controller of who decides the purpose or the data', () => {
    expect(position(['purposesResult']).position).toBe('Controlador');
    expect(position(['decidePersonalDataCollected']).position).toBe('Controlador');
    expect(position(['collectData', 'holdersCollectDataFrom']).position).toBe('Controlador');
  });

  it('makes an operator of who only collects or has other indicators', () => {
    expect(position([]).position).toBe('Operador');
    expect(position(['collectData', 'benefitDirectly']).position).toBe('Operador');
  });

  it('lists the ticked indicators and asks for a review against most of them', () => {
    const result = position(['purposesResult']);
    expect(result.reasons.map((reason) => reason.field)).toEqual(['purposesResult']);
    expect(result.review).toBe(true);
    const operator = position([
      'collectData',
      'employerDataHolders',
      'decisionImpactTheHolders',
      'professionalOpinions',
      'directRelationshipTheHolders',
      'benefitDirectly',
      'determinesHowDatatreated',
    ]);
    expect(operator).toMatchObject({ position: 'Operador', review: true });
  });

  it.each([
    ['Controlador', 'Operador', /deve ser firme/],
    ['Operador', 'Controlador', /instruções lícitas/],
    ['Controlador', 'Controlador', /controladoria conjunta/],
    ['Operador', 'Operador', /ao menos uma parte deve ser controladora/],
  ] as const)('advises %s with %s, naming the client', (company, third, text) => {
    const advice = tpaPositionAdvice(company, third, 'Acme Indústria Ltda');
    expect(advice).toMatch(text);
    expect(advice).toContain('Acme Indústria Ltda');
  });
});

describe('TPA blobs, steps and dates', () => {
  it('keeps known keys and refuses bad answers or text', () => {
    expect(
      parseTpaBlob('jsonMaturityQuestions', '{"hasDPO":{"answer":"yes","comments":"ok"},"x":1}')
        ?.hasDPO,
    ).toEqual({ answer: 'yes', comments: 'ok' });
    expect(parseTpaBlob('jsonMaturityQuestions', '{"hasDPO":{"answer":"talvez"}}')).toBeNull();
    expect(parseTpaBlob('jsonMaturityQuestions', 'not json')).toBeNull();
    expect(parseTpaBlob('jsonMaturityQuestions', '[]')).toBeNull();
    expect(parseTpaBlob('jsonContractAvaliation', '')?.relevance).toEqual({
      answer: '',
      comments: '',
    });
  });

  it('checks positions 2, 3 (both parties) and 4', () => {
    const full = {
      jsonMaturityQuestions: JSON.stringify(answers(TPA_MATURITY_KEYS, [])),
      jsonCompanyPosition: JSON.stringify(answers(TPA_POSITION_KEYS, [])),
      jsonThirdPartyPosition: JSON.stringify(answers(TPA_POSITION_KEYS, [])),
      jsonContractAvaliation: JSON.stringify(answers(TPA_CONTRACT_KEYS, [])),
    };
    expect(tpaUnfilledPositions({})).toEqual([2, 3, 4]);
    expect(tpaUnfilledPositions(full)).toEqual([]);
    const third = answers(TPA_POSITION_KEYS, []);
    third.engagingOtherCompanies = { answer: '', comments: '' };
    expect(
      tpaUnfilledPositions({ ...full, jsonThirdPartyPosition: JSON.stringify(third) }),
    ).toEqual([3]);
  });

  it('refuses a signature after the expiry, and accepts empty dates', () => {
    expect(tpaDatesOutOfOrder('02/01/2026', '01/01/2026')).toBe(true);
    expect(tpaDatesOutOfOrder('01/01/2026', '01/01/2026')).toBe(false);
    expect(tpaDatesOutOfOrder('', '01/01/2026')).toBe(false);
    expect(tpaDatesOutOfOrder('01/01/2026', null)).toBe(false);
  });

  it('computes every result from the stored strings', () => {
    const results = tpaResults(
      {
        jsonMaturityQuestions: JSON.stringify(answers(TPA_MATURITY_KEYS, [], 'yes')),
        jsonCompanyPosition: JSON.stringify(answers(TPA_POSITION_KEYS, ['purposesResult'])),
        jsonThirdPartyPosition: JSON.stringify(answers(TPA_POSITION_KEYS, [])),
        jsonContractAvaliation: JSON.stringify(contractWith({})),
      },
      'Acme',
    );
    expect(results).toMatchObject({
      maturityScore: { result: 100, label: 'Robusto' },
      companyPositionResult: 'Controlador',
      thirdPartyPositionResult: 'Operador',
      contractRiskResult: { result: 0, label: 'Risco Reduzido' },
    });
    expect(results.positionAdvice).toMatch(/^Acme é controladora/);
  });
});
