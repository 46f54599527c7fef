import { priceInForce, serviceValue, valueOfMinutes, type PricePeriod } from './service-value';

const prices: PricePeriod[] = [
  { valorHora: 200, vigenciaInicio: '2025-01-01', vigenciaFim: '2025-06-14' },
  { valorHora: 250, vigenciaInicio: '2025-06-15', vigenciaFim: null },
];

describe('service value at the price in force', () => {
  it('uses the price of the day the demand was made when the price changes mid-period', () => {
    expect(priceInForce(prices, '2025-06-14')).toBe(200);
    expect(priceInForce(prices, '2025-06-15')).toBe(250);
    expect(serviceValue({ valor: null, horasMinutes: 150, day: '2025-03-01' }, prices)).toBe(500);
    expect(serviceValue({ valor: null, horasMinutes: 150, day: '2025-07-01' }, prices)).toBe(625);
  });

  it('keeps a value typed by the staff', () => {
    expect(serviceValue({ valor: 99.9, horasMinutes: 150, day: '2025-07-01' }, prices)).toBe(99.9);
  });

  it('has no value before any price or without hours', () => {
    expect(serviceValue({ valor: null, horasMinutes: 60, day: '2024-12-31' }, prices)).toBeNull();
    expect(serviceValue({ valor: null, horasMinutes: null, day: '2025-07-01' }, prices)).toBeNull();
  });

  it('uses the last started price between closed periods', () => {
    const gap: PricePeriod[] = [
      { valorHora: 100, vigenciaInicio: '2025-01-01', vigenciaFim: '2025-01-31' },
    ];
    expect(priceInForce(gap, '2025-03-01')).toBe(100);
  });

  it('rounds to cents half-up', () => {
    expect(valueOfMinutes(1, 100)).toBe(1.67);
    expect(valueOfMinutes(20, 0.5)).toBe(0.17);
  });
});
