import {
  TPA_CONTRACT_KEYS,
  TPA_LEGACY_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  type TpaContractKey,
  type TpaPositionKey,
  type TpaQuestions,
} from '../types/assessment';
import {
  contractRiskLabel,
  maturityLabel,
  isLegacyContractBlob,
  parseTpaBlob,
  readTpaBlobs,
  tpaContractRisk,
  tpaContractStatus,
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

const NATURE: readonly TpaContractKey[] = ['relevance', 'specialData', 'riskyProcessing'];
const CLAUSES = TPA_CONTRACT_KEYS.filter((key) => !NATURE.includes(key));

/** A protective contract: every clause present ('Sim'), a processing with no high-risk sign. */
const benignContract = (): TpaQuestions<TpaContractKey> => answers(TPA_CONTRACT_KEYS, CLAUSES);

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

  // Hand-computed: missing clauses add 15 (instructions, confidentiality and security, incident
  // notice), 10 (sub-operators, return or deletion, audit, international transfer, liability) or
  // 5 (object and minimisation); large scale with a specific criterion floors the score at 50.
  it.each([
    ['a protective contract', {}, 0, 'Risco Reduzido', false],
    [
      'object and minimisation missing (art. 6º, III)',
      { dataMinimization: 'no' },
      5,
      'Risco Reduzido',
      false,
    ],
    ['no documented instructions (art. 39)', { instructions: 'no' }, 15, 'Risco Moderado', false],
    [
      'no instructions, no security, no incident notice (arts. 39, 46-48)',
      { instructions: 'no', confidentialitySecurity: 'no', incidentNotice: 'no' },
      45,
      'Risco Significativo',
      false,
    ],
    [
      'the same and sub-operators without authorisation',
      {
        instructions: 'no',
        confidentialitySecurity: 'no',
        incidentNotice: 'no',
        subOperators: 'no',
      },
      55,
      'Risco Alto',
      true,
    ],
    [
      'large scale with sensitive data or children under a protective contract: ANPD floor',
      { relevance: 'yes', specialData: 'yes' },
      50,
      'Risco Alto',
      true,
    ],
    [
      'large scale with profiling or automated decisions: ANPD floor',
      { relevance: 'yes', riskyProcessing: 'yes' },
      50,
      'Risco Alto',
      true,
    ],
    [
      'large scale alone under a protective contract',
      { relevance: 'yes' },
      0,
      'Risco Reduzido',
      false,
    ],
    [
      'sensitive data and profiling without large scale',
      { specialData: 'yes', riskyProcessing: 'yes' },
      0,
      'Risco Reduzido',
      false,
    ],
    [
      'no international transfer clause and no liability (art. 33, Res. 19/2024; arts. 42-45)',
      { internationalTransfer: 'no', liability: 'no' },
      20,
      'Risco Moderado',
      false,
    ],
  ] as const)('%s', (_case, changes, result, label, hint) => {
    const risk = tpaContractRisk(contractWith(changes));
    expect(risk).toMatchObject({ result, label, impactReportHint: hint });
  });

  it('TPA-3: a careless contract (no clause at all) scores 100, Risco Alto, whatever the vendor', () => {
    const risk = tpaContractRisk(answers(TPA_CONTRACT_KEYS, []));
    expect(risk.result).toBe(100);
    expect(risk.label).toBe('Risco Alto');
    expect(risk.reasons.reduce((sum, reason) => sum + reason.weight, 0)).toBe(100);
    expect(risk.reasons.map((reason) => reason.code)).toEqual(
      CLAUSES.map((key) => `CLAUSE_${key}`),
    );
    expect(risk.recommendations).toHaveLength(9);
  });

  it('recommends a clause only when it is missing, each with its article', () => {
    const risk = tpaContractRisk(contractWith({ incidentNotice: 'no' }));
    expect(risk.recommendations).toEqual([
      'Inclua a comunicação de incidentes à empresa em prazo curto (por exemplo, 24 horas), para que ela comunique a ANPD e os titulares em 3 dias úteis. (LGPD art. 48; Res. CD/ANPD 15/2024, art. 6º)',
    ]);
    expect(tpaContractRisk(benignContract()).recommendations).toEqual([]);
  });

  it('says which answers moved the score: the nature with no points, each clause with its weight', () => {
    const risk = tpaContractRisk(
      contractWith({ relevance: 'yes', specialData: 'yes', auditRights: 'no' }),
    );
    expect(risk.reasons.map((reason) => [reason.field, reason.weight])).toEqual([
      ['relevance', 0],
      ['specialData', 0],
      ['auditRights', 10],
    ]);
    expect(risk.highRiskTest).toBe(true);
    expect(risk.result).toBe(50);
    expect(risk.recommendations[1]).toMatch(/^Dados sensíveis ou de crianças/);
  });
});

describe('TPA contract answers stored before the clause questions (reading rule)', () => {
  const legacy = (
    values: Partial<Record<string, 'yes' | 'no' | ''>>,
    comments: Record<string, string> = {},
  ) =>
    Object.fromEntries(
      TPA_LEGACY_CONTRACT_KEYS.map((key) => [
        key,
        { answer: values[key] ?? 'no', comments: comments[key] ?? '' },
      ]),
    );

  it('recognises the first shape and leaves the new one alone', () => {
    expect(isLegacyContractBlob(legacy({}))).toBe(true);
    expect(isLegacyContractBlob(benignContract())).toBe(false);
    expect(isLegacyContractBlob({ relevance: { answer: 'yes' } })).toBe(false);
  });

  it('TPA-2 stored the old way: nature answers carried over, clauses unanswered, old answers kept as notes', () => {
    const stored = JSON.stringify(
      legacy(
        {
          relevance: 'yes',
          sensitiveData: 'yes',
          minorData: 'yes',
          profiling: 'yes',
          transparency: 'no',
          financialData: 'yes',
        },
        { minorData: 'aplicativo pediátrico' },
      ),
    );
    const read = readTpaBlobs({ jsonContractAvaliation: stored }).jsonContractAvaliation;
    expect(read.relevance.answer).toBe('yes');
    expect(read.specialData.answer).toBe('yes');
    expect(read.riskyProcessing.answer).toBe('yes');
    expect(read.dataMinimization.answer).toBe('no');
    for (const clause of CLAUSES.filter((key) => key !== 'dataMinimization')) {
      expect(read[clause]).toEqual({ answer: '', comments: '' });
    }
    expect(read.specialData.comments).toContain(
      'Questionário anterior: O terceiro trata dados de crianças ou adolescentes? Sim. aplicativo pediátrico',
    );
    expect(read.relevance.comments).toContain(
      'Questionário anterior: Os titulares são informados de que o terceiro trata seus dados? Não.',
    );
    expect(read.relevance.comments).toContain(
      'Questionário anterior: O terceiro trata dados financeiros ou de autenticação? Sim.',
    );
    // The old test never asked the clauses: step 4 must be answered again before a new result.
    expect(tpaUnfilledPositions({ jsonContractAvaliation: stored })).toContain(4);
  });

  it("a gathered question is 'Não' only when every old question was 'Não', unanswered otherwise", () => {
    const read = (values: Partial<Record<string, 'yes' | 'no' | ''>>) =>
      readTpaBlobs({ jsonContractAvaliation: JSON.stringify(legacy(values)) })
        .jsonContractAvaliation;
    expect(read({}).specialData.answer).toBe('no');
    expect(read({ vulnerableData: '' }).specialData.answer).toBe('');
    expect(read({ vulnerableData: '', minorData: 'yes' }).specialData.answer).toBe('yes');
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
    expect(position(['collectData', 'determinesHowDatatreated']).position).toBe('Operador');
  });

  it('TPA-2: processing for its own benefit makes a controller of that processing (ANPD agents guide; LGPD art. 42, §1º, I)', () => {
    const vendor = position([
      'benefitDirectly',
      'determinesHowDatatreated',
      'engagingOtherCompanies',
    ]);
    expect(vendor.position).toBe('Controlador');
    expect(vendor.decisive).toEqual([
      expect.objectContaining({
        code: 'CTRL_OWN_BENEFIT',
        anchor: 'Guia ANPD de agentes de tratamento; LGPD art. 42, §1º, I',
      }),
    ]);
    // Few indicators: the answers still ask for a review, as a lawyer would.
    expect(vendor.review).toBe(true);
    const advice = tpaPositionAdvice('Controlador', 'Controlador', 'Acme', true);
    expect(advice).toContain('O terceiro trata os dados em benefício próprio');
    expect(advice).toContain('LGPD art. 42, §1º, I');
  });

  it('lists the ticked indicators and asks for a review against most of them', () => {
    const result = position(['purposesResult']);
    expect(result.reasons.map((reason) => reason.field)).toEqual(['purposesResult']);
    expect(result.decisive.map((hit) => hit.code)).toEqual(['CTRL_PURPOSE']);
    expect(result.review).toBe(true);
    const operator = position([
      'collectData',
      'employerDataHolders',
      'decisionImpactTheHolders',
      'professionalOpinions',
      'directRelationshipTheHolders',
      'determinesHowDatatreated',
    ]);
    expect(operator).toMatchObject({ position: 'Operador', review: true });
    expect(position(['collectData', 'employerDataHolders', 'professionalOpinions'])).toMatchObject({
      position: 'Operador',
      review: false,
    });
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
      '2026-11-25',
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

describe('TPA contract dates (finding m6; LGPD art. 39)', () => {
  const today = '2026-11-25';

  it('TPA-3: an expiry date before today flags the contract as expired', () => {
    const flags = tpaContractStatus({ receiveDate: '01/02/2024', reviewDate: '31/01/2026' }, today);
    expect(flags).toEqual([
      expect.objectContaining({
        code: 'CONTRACT_EXPIRED',
        level: 'warning',
        text: expect.stringContaining('Contrato expirado em 31/01/2026'),
        anchor: 'LGPD art. 39',
      }),
    ]);
  });

  it('the expiry day itself and an open-ended contract are in force', () => {
    expect(
      tpaContractStatus({ receiveDate: '01/02/2024', reviewDate: '25/11/2026' }, today),
    ).toEqual([]);
    expect(tpaContractStatus({ receiveDate: '01/02/2024', reviewDate: '' }, today)).toEqual([]);
  });

  it('TPA-2: an unsigned contract under which processing happens is a warning; not yet started, a note', () => {
    expect(
      tpaContractStatus({ receiveDate: '', reviewDate: '', processingStarted: 'yes' }, today).map(
        (f) => [f.code, f.level],
      ),
    ).toEqual([['CONTRACT_UNSIGNED_PROCESSING', 'warning']]);
    expect(
      tpaContractStatus({ receiveDate: '', processingStarted: 'no' }, today).map((f) => [
        f.code,
        f.level,
      ]),
    ).toEqual([['CONTRACT_UNSIGNED', 'info']]);
  });
});
