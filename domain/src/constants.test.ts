import {
  CONTRACT_RISK_BANDS,
  DEBOUNCE_MS,
  MATURITY_BANDS,
  PAGE_SIZE,
  PRAZO_ATENDIMENTO_OPTIONS,
  scoreBandLabel,
} from './constants';

describe('scoreBandLabel', () => {
  it.each([
    [0, 'Incipiente'],
    [59.99, 'Incipiente'],
    [60, 'Moderado'],
    [75.99, 'Moderado'],
    [76, 'Robusto'],
    [100, 'Robusto'],
  ])('maturity %p%% is %s', (percent, label) => {
    expect(scoreBandLabel(MATURITY_BANDS, percent)).toBe(label);
  });

  it.each([
    [0, 'Risco Reduzido'],
    [9.99, 'Risco Reduzido'],
    [10, 'Risco Moderado'],
    [39.99, 'Risco Moderado'],
    [40, 'Risco Significativo'],
    [49.99, 'Risco Significativo'],
    [50, 'Risco Alto'],
  ])('contract risk %p%% is %s', (percent, label) => {
    expect(scoreBandLabel(CONTRACT_RISK_BANDS, percent)).toBe(label);
  });
});

describe('section 9 values', () => {
  it('keeps the page sizes and debounces of the specs', () => {
    expect(PAGE_SIZE).toMatchObject({
      users: 10,
      clientPrices: 12,
      budgetServices: 20,
      documentsGrid: 8,
    });
    expect(DEBOUNCE_MS).toMatchObject({
      usersSearch: 1000,
      demandsSearch: 500,
      demandsLawyerFilter: 200,
      budgetClient: 100,
      clientDemandsFilters: 600,
      assessmentsSearch: 600,
      simulatedFinesOrigin: 100,
    });
  });

  it('labels the SLA deadline choice as the spec words it', () => {
    expect(PRAZO_ATENDIMENTO_OPTIONS[0]).toEqual({
      value: 'SLA',
      label: 'Seguir SLA (5 dias úteis)',
    });
  });
});
