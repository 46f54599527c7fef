import {
  ENISA_LEVEL_LABEL,
  breachCircumstances,
  dataProcessingContext,
  enisaSeverity,
  severityLevel,
} from './enisa-severity';

// ENISA, "Recommendations for a methodology of the assessment of severity of personal data
// breaches", v1.0, December 2013: SE = DPC x EI + CB. Every figure below was worked by hand from
// the method's tables before the code was written.

describe('DPC: the basic score of the data category, adjusted by the context, within 1-4', () => {
  it.each([
    // The method's own examples for simple data (basic score 1).
    ['a supermarket customer list', ['simple'], 0, 1],
    ['a luxury goods seller: the list implies a higher financial status', ['simple'], 1, 2],
    ["an adult book store's delivery addresses: sexual preferences", ['simple'], 2, 3],
    ['a list of undercover officers: critical for their safety', ['simple'], 3, 4],
    // Financial data (basic score 3): credit cards long invalid, partial, full with CVV.
    ['credit card numbers invalid for ten years', ['financial'], -2, 1],
    ['partial card data', ['financial'], -1, 2],
    ['full card data enabling payments', ['financial'], 1, 4],
    // Sensitive data (basic score 4): "performed general blood tests" is the method's example of 1.
    ['the fact that a general blood test was made', ['sensitive'], -3, 1],
    // Several categories: the highest basic score is the one adjusted.
    ['names with one-week call history', ['simple', 'behavioural'], 0, 2],
    // The score never leaves 1-4, whatever the adjustment.
    ['sensitive data, aggravated', ['sensitive'], 2, 4],
    ['simple data, public before the breach', ['simple'], -2, 1],
  ] as const)('%s: %d', (_case, categories, adjustment, expected) => {
    expect(dataProcessingContext(categories, adjustment)).toBe(expected);
  });

  it('is undefined without a category', () => {
    expect(dataProcessingContext([], 0)).toBeUndefined();
  });
});

describe('CB: each circumstance adds 0, 0.25 or 0.5, and malicious intent 0.5', () => {
  it.each([
    [{ confidentiality: 'none', integrity: 'none', availability: 'none', malicious: false }, 0],
    [{ confidentiality: 'known', integrity: 'none', availability: 'none', malicious: false }, 0.25],
    [{ confidentiality: 'unknown', integrity: 'none', availability: 'none', malicious: true }, 1],
    [
      {
        confidentiality: 'unknown',
        integrity: 'unrecoverable',
        availability: 'permanent',
        malicious: true,
      },
      2,
    ],
    [
      {
        confidentiality: 'none',
        integrity: 'recoverable',
        availability: 'temporary',
        malicious: false,
      },
      0.5,
    ],
  ] as const)('%o: %d', (circumstances, expected) => {
    expect(breachCircumstances(circumstances)).toBe(expected);
  });
});

describe('the level: below 2 low, from 2 medium, from 3 high, from 4 very high', () => {
  it.each([
    [0.25, 'low'],
    [1.99, 'low'],
    [2, 'medium'],
    [2.99, 'medium'],
    [3, 'high'],
    [3.99, 'high'],
    [4, 'veryHigh'],
    [6, 'veryHigh'],
  ] as const)('SE %d is %s', (score, level) => {
    expect(severityLevel(score)).toBe(level);
  });

  it('names the levels in Portuguese', () => {
    expect(ENISA_LEVEL_LABEL).toEqual({
      low: 'Baixa',
      medium: 'Média',
      high: 'Alta',
      veryHigh: 'Muito alta',
    });
  });
});

describe('whole breaches, worked by hand', () => {
  it.each([
    // 1 x 1 + 0.25 = 1.25: a supermarket's list (name, phone) sent by mistake to one known partner.
    [
      'a customer list e-mailed to one wrong partner',
      {
        categories: ['simple'],
        adjustment: 0,
        identification: 'maximum',
        confidentiality: 'known',
        integrity: 'none',
        availability: 'none',
        malicious: false,
      },
      { dpc: 1, ei: 1, cb: 0.25, score: 1.25, level: 'low' },
    ],
    // 3 x 0.25 + 0.25 = 1: card data on a lost laptop whose disk is encrypted, the key kept apart.
    [
      'card data on an encrypted laptop lost',
      {
        categories: ['financial'],
        adjustment: 0,
        identification: 'negligible',
        confidentiality: 'known',
        integrity: 'none',
        availability: 'none',
        malicious: false,
      },
      { dpc: 3, ei: 0.25, cb: 0.25, score: 1, level: 'low' },
    ],
    // 3 x 0.75 + 0.5 = 2.75: a month of account balances, by account number, published openly.
    [
      'a month of balances by account number, published',
      {
        categories: ['financial'],
        adjustment: 0,
        identification: 'significant',
        confidentiality: 'unknown',
        integrity: 'none',
        availability: 'none',
        malicious: false,
      },
      { dpc: 3, ei: 0.75, cb: 0.5, score: 2.75, level: 'medium' },
    ],
    // 2 x 1 + 1 = 3: a year of a loyalty card's purchases, stolen by an intruder and sold.
    [
      'loyalty purchases stolen and sold',
      {
        categories: ['simple', 'behavioural'],
        adjustment: 0,
        identification: 'maximum',
        confidentiality: 'unknown',
        integrity: 'none',
        availability: 'none',
        malicious: true,
      },
      { dpc: 2, ei: 1, cb: 1, score: 3, level: 'high' },
    ],
    // 4 x 1 + 0.25 + 0.5 = 4.75: ransomware encrypts a clinic's test results; restored from backup.
    [
      "ransomware on a clinic's test results, restored from backup",
      {
        categories: ['simple', 'sensitive'],
        adjustment: 0,
        identification: 'maximum',
        confidentiality: 'none',
        integrity: 'none',
        availability: 'temporary',
        malicious: true,
      },
      { dpc: 4, ei: 1, cb: 0.75, score: 4.75, level: 'veryHigh' },
    ],
    // (1 + 3) x 1 + 0.5 + 0.5 = 5: the list of undercover officers published by an intruder.
    [
      'undercover officers published',
      {
        categories: ['simple'],
        adjustment: 3,
        identification: 'maximum',
        confidentiality: 'unknown',
        integrity: 'none',
        availability: 'none',
        malicious: true,
      },
      { dpc: 4, ei: 1, cb: 1, score: 5, level: 'veryHigh' },
    ],
  ] as const)('%s', (_case, answers, expected) => {
    expect(enisaSeverity(answers)).toEqual(expected);
  });

  it('is undefined until the data categories and the ease of identification are answered', () => {
    expect(
      enisaSeverity({
        categories: [],
        adjustment: 0,
        identification: 'maximum',
        confidentiality: 'none',
        integrity: 'none',
        availability: 'none',
        malicious: false,
      }),
    ).toBeUndefined();
    expect(
      enisaSeverity({
        categories: ['simple'],
        adjustment: 0,
        identification: undefined,
        confidentiality: 'none',
        integrity: 'none',
        availability: 'none',
        malicious: false,
      }),
    ).toBeUndefined();
  });
});
