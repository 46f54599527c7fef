import { DEMAND_STATUS, type DemandStatus } from '../demand-status';
import { sumMoney, isWholeCents } from './budget-money';
import { investedValue } from './service-period';
import {
  priceInForce,
  serviceRate,
  serviceValue,
  valueOfMinutes,
  type PricePeriod,
} from './service-value';

// The controlled client of the budget findings (970301): R$ 200,00/h from 01/01/2026 and
// R$ 333,33/h from 20/11/2026, every demand requested on 25/11/2026. Each value worked by hand:
// minutes x 333,33 / 60, rounded half-up to the cent once.
const prices: PricePeriod[] = [
  { valorHora: 200, vigenciaInicio: '2026-01-01', vigenciaFim: '2026-11-19' },
  { valorHora: 333.33, vigenciaInicio: '2026-11-20', vigenciaFim: null },
];

const S = DEMAND_STATUS;
const table: [string, number | null, number | null, DemandStatus, number | null][] = [
  // demand, minutes, typed value, status, value by hand
  ['D00', 70, null, S.PENDENTE, 388.89], // 388,885
  ['D01', 70, null, S.FINALIZADO, 388.89],
  ['D02', 10, null, S.FINALIZADO, 55.56], // 55,555
  ['D03', 200, 1000, S.EM_CURSO, 1000], // typed wins
  ['D04', 300, null, S.CANCELADO, 1666.65],
  ['D05', 50, null, S.PENDENTE, 277.78], // 277,775
  ['D06', 605, null, S.CANCELAMENTO, 3361.08], // 3.361,0775
  ['D07', 1, null, S.NAO_INICIADO, 5.56], // 5,5555
  ['D08', 5999, null, S.FINALIZADO, 33327.44], // 33.327,4445
  ['D09', 30, 0.01, S.FINALIZADO, 0.01],
  ['D10', null, null, S.PENDENTE, null], // no hours, no value
  ['D11', 120, null, S.FINALIZADO, 666.66],
  ['D12', 10, null, S.EM_CURSO, 55.56],
];

describe('a demand is valued at the price in force on the day it was requested', () => {
  it.each(table)('%s: %p minutes, typed %p -> %p', (_name, minutes, typed, _status, expected) => {
    expect(
      serviceValue({ valor: typed, horasMinutes: minutes, requestDay: '2026-11-25' }, prices),
    ).toBe(expected);
  });

  it('rounds half-up once, from the exact minutes: 00:10 at R$ 333,33 is R$ 55,56', () => {
    expect(valueOfMinutes(10, 333.33)).toBe(55.56);
    expect(valueOfMinutes(50, 333.33)).toBe(277.78);
    expect(valueOfMinutes(1, 100)).toBe(1.67);
    expect(valueOfMinutes(20, 0.5)).toBe(0.17);
    // Float arithmetic gives 55.55 here: Math.round((10 / 60) * 333.33 * 100) / 100.
    expect(Math.round((10 / 60) * 333.33 * 100) / 100).toBe(55.55);
  });

  it('never takes a price that starts later, however soon (budget M1)', () => {
    const withFuture: PricePeriod[] = [
      { valorHora: 180, vigenciaInicio: '2026-01-01', vigenciaFim: '2026-12-31' },
      { valorHora: 300, vigenciaInicio: '2027-01-01', vigenciaFim: null },
    ];
    expect(priceInForce(withFuture, '2026-11-25')).toBe(180);
    expect(priceInForce(withFuture, '2026-12-31')).toBe(180);
    expect(priceInForce(withFuture, '2027-01-01')).toBe(300);
    // Two demands of the same client and day: one rate.
    const p1 = serviceValue(
      { valor: null, horasMinutes: 120, requestDay: '2026-11-25' },
      withFuture,
    );
    const p2 = serviceValue(
      { valor: null, horasMinutes: 60, requestDay: '2026-11-25' },
      withFuture,
    );
    expect([p1, p2]).toEqual([360, 180]);
  });

  it('uses the period of the request day when the price changes mid-month', () => {
    expect(serviceValue({ valor: null, horasMinutes: 60, requestDay: '2026-11-19' }, prices)).toBe(
      200,
    );
    expect(serviceValue({ valor: null, horasMinutes: 60, requestDay: '2026-11-20' }, prices)).toBe(
      333.33,
    );
  });

  it('has no value before the first price, or without hours', () => {
    expect(
      serviceValue({ valor: null, horasMinutes: 60, requestDay: '2025-12-31' }, prices),
    ).toBeNull();
    expect(
      serviceRate({ valor: null, horasMinutes: 60, requestDay: '2025-12-31' }, prices),
    ).toBeNull();
  });

  it('says which rate a value came from', () => {
    expect(serviceRate({ valor: 10, horasMinutes: 60, requestDay: '2026-11-25' }, prices)).toEqual({
      kind: 'typed',
    });
    expect(
      serviceRate({ valor: null, horasMinutes: 60, requestDay: '2026-11-25' }, prices),
    ).toEqual({
      kind: 'hourly',
      valorHora: 333.33,
    });
  });
});

describe('totals are sums of the rounded values', () => {
  const rows = table.map(([, minutes, typed, status]) => ({
    status,
    valor: serviceValue({ valor: typed, horasMinutes: minutes, requestDay: '2026-11-25' }, prices),
  }));
  const byStatus = (status: DemandStatus) => ({
    status,
    servicos: rows.filter((row) => row.status === status).length,
    total: sumMoney(rows.filter((row) => row.status === status).map((row) => row.valor)),
  });

  it('gives the status table by hand', () => {
    expect(
      [S.PENDENTE, S.NAO_INICIADO, S.EM_CURSO, S.FINALIZADO, S.CANCELADO, S.CANCELAMENTO].map(
        byStatus,
      ),
    ).toEqual([
      { status: S.PENDENTE, servicos: 3, total: 666.67 },
      { status: S.NAO_INICIADO, servicos: 1, total: 5.56 },
      { status: S.EM_CURSO, servicos: 2, total: 1055.56 },
      { status: S.FINALIZADO, servicos: 5, total: 34438.56 },
      { status: S.CANCELADO, servicos: 1, total: 1666.65 },
      { status: S.CANCELAMENTO, servicos: 1, total: 3361.08 },
    ]);
    expect(sumMoney(rows.map((row) => row.valor))).toBe(41194.08);
  });

  it('counts as invested only the work in progress and finished (budget M7)', () => {
    const statusRows = [
      S.PENDENTE,
      S.NAO_INICIADO,
      S.EM_CURSO,
      S.FINALIZADO,
      S.CANCELADO,
      S.CANCELAMENTO,
    ].map(byStatus);
    // 1.055,56 + 34.438,56: not Pendente, Não iniciado, Cancelado nor Cancelamento.
    expect(investedValue(statusRows)).toBe(35494.12);
  });

  it('adds in decimal', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([null, undefined, '10.05', 0.01])).toBe(10.06);
    expect(isWholeCents(10.01)).toBe(true);
    expect(isWholeCents(10.005)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
  });
});
