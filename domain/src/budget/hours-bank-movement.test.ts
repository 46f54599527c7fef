import { MESSAGES } from '../messages';
import { BUDGET_MESSAGES } from './budget-messages';
import {
  checkHoursBankPayload,
  checkRemoval,
  toHoursAddPayload,
  toHoursRemovePayload,
} from './hours-bank-movement';
import { hoursCardState, donutSlices } from './hours-card';
import { hoursBankState } from './hours-ledger';
import { LEDGER, TODAY } from './hours-ledger.fixture';
import { foldBudgetSearch } from './search-text';

const pack = { quantidade: '010:00:00', valor: 1500, dataExpiracao: '2026-12-31' };

describe('hours bank movements', () => {
  it('builds the add and remove payloads of spec 2 section 3, with a first day and a description', () => {
    expect(
      toHoursAddPayload(1001, {
        quantidade: '010:00',
        valor: '1.500,00',
        dataExpiracao: '31/12/2026',
      }),
    ).toEqual({
      client: { id: 1001 },
      quantidade: '010:00:00',
      valor: 1500,
      dataExpiracao: '2026-12-31',
    });
    expect(
      toHoursAddPayload(1001, {
        quantidade: '010:00',
        valor: 1500,
        dataExpiracao: '31/12/2026',
        dataInicio: '18/11/2026',
        descricao: '  Contrato 2026/3 ',
      }),
    ).toMatchObject({ dataInicio: '2026-11-18', descricao: 'Contrato 2026/3' });
    expect(toHoursRemovePayload(1001, { quantidade: '001:30', dataInicial: '11/2026' })).toEqual({
      client: { id: 1001 },
      quantidade: '-001:30:00',
      dataInicial: '11/2026',
    });
  });

  it('accepts a pack starting today, one bought earlier (already expired) and a removal', () => {
    expect(checkHoursBankPayload({ ...pack, quantidade: '010:30:00' }, TODAY)).toEqual({
      kind: 'pack',
      minutes: 630,
      valor: 1500,
      startsOn: TODAY,
      expiresOn: '2026-12-31',
      descricao: null,
    });
    expect(
      checkHoursBankPayload(
        {
          ...pack,
          dataInicio: '2026-01-01',
          dataExpiracao: '2026-06-30',
          descricao: 'Contrato 2026/1',
        },
        TODAY,
      ),
    ).toMatchObject({
      startsOn: '2026-01-01',
      expiresOn: '2026-06-30',
      descricao: 'Contrato 2026/1',
    });
    expect(
      checkHoursBankPayload({ quantidade: '-001:30:00', dataInicial: '11/2026' }, TODAY),
    ).toEqual({ kind: 'removal', minutes: 90, dataInicial: '11/2026' });
  });

  it('refuses zero hours, bad formats, minutes over 59 and a missing quantity', () => {
    const add = (quantidade: string) => checkHoursBankPayload({ ...pack, quantidade }, TODAY);
    expect(add('000:00:00')).toEqual({ problem: MESSAGES.invalidHours });
    expect(add('10:00:00')).toEqual({ problem: MESSAGES.invalidHoursFormat });
    expect(add('010:60:00')).toEqual({ problem: MESSAGES.invalidHoursFormat });
    expect(add('')).toEqual({ problem: BUDGET_MESSAGES.quantityRequired });
  });

  it('names what is missing or mixed up (budget m8)', () => {
    expect(checkHoursBankPayload({ quantidade: '-001:00:00' }, TODAY)).toEqual({
      problem: BUDGET_MESSAGES.removalMonthRequired,
    });
    expect(checkHoursBankPayload({ quantidade: '001:00:00' }, TODAY)).toEqual({
      problem: BUDGET_MESSAGES.packValueRequired,
    });
    expect(checkHoursBankPayload({ quantidade: '001:00:00', valor: 10 }, TODAY)).toEqual({
      problem: BUDGET_MESSAGES.expiryRequired,
    });
    expect(checkHoursBankPayload({ ...pack, dataInicial: '11/2026' }, TODAY)).toEqual({
      problem: BUDGET_MESSAGES.packWithRemovalMonth,
    });
    expect(
      checkHoursBankPayload({ quantidade: '-001:00:00', dataInicial: '11/2026', valor: 1 }, TODAY),
    ).toEqual({ problem: BUDGET_MESSAGES.removalWithPackFields });
  });

  it('refuses a value of zero, past R$ 9.999.999.999,99 or with a fraction of a cent (budget m8, m9)', () => {
    for (const valor of [0, -1, 10.005, 10_000_000_000, Number.NaN]) {
      expect([valor, checkHoursBankPayload({ ...pack, valor }, TODAY)]).toEqual([
        valor,
        { problem: BUDGET_MESSAGES.invalidPackValue },
      ]);
    }
    expect(checkHoursBankPayload({ ...pack, valor: 9_999_999_999.99 }, TODAY)).toMatchObject({
      valor: 9_999_999_999.99,
    });
  });

  it('refuses an expiry in the past, before the start, or more than five years on (budget M6, m8)', () => {
    expect(checkHoursBankPayload({ ...pack, dataExpiracao: '2026-11-24' }, TODAY)).toEqual({
      problem: BUDGET_MESSAGES.expiryInThePast,
    });
    expect(checkHoursBankPayload({ ...pack, dataExpiracao: '2026-02-30' }, TODAY)).toEqual({
      problem: MESSAGES.invalidDate,
    });
    expect(
      checkHoursBankPayload(
        { ...pack, dataInicio: '2026-12-01', dataExpiracao: '2026-11-30' },
        TODAY,
      ),
    ).toEqual({ problem: BUDGET_MESSAGES.expiryBeforeStart });
    expect(checkHoursBankPayload({ ...pack, dataExpiracao: '9999-12-31' }, TODAY)).toEqual({
      problem: BUDGET_MESSAGES.packTooLong,
    });
    expect(
      checkHoursBankPayload(
        { ...pack, dataInicio: '1900-01-01', dataExpiracao: '1900-12-31' },
        TODAY,
      ),
    ).toEqual({ problem: BUDGET_MESSAGES.packStartOutOfRange('25/11/2024', '25/11/2027') });
    expect(checkHoursBankPayload({ ...pack, descricao: 'x'.repeat(121) }, TODAY)).toEqual({
      problem: BUDGET_MESSAGES.descriptionTooLong(120),
    });
  });
});

describe('a removal stays within the balance of the packs in force (budget M5)', () => {
  const state = hoursBankState(LEDGER, TODAY);

  it('refuses to remove past the 052:00 balance and accepts the balance itself', () => {
    expect(checkRemoval(state, { minutes: 3121, dataInicial: '11/2026' })).toBe(
      'Não é possível remover 052:01: o saldo dos pacotes vigentes é 052:00.',
    );
    expect(checkRemoval(state, { minutes: 3120, dataInicial: '11/2026' })).toBeNull();
  });

  it('keeps the month within the life of the packs in force (07/2026 to 06/2027)', () => {
    expect(checkRemoval(state, { minutes: 60, dataInicial: '06/2026' })).toBe(
      BUDGET_MESSAGES.removalMonthOutOfPacks('07/2026', '06/2027'),
    );
    expect(checkRemoval(state, { minutes: 60, dataInicial: '01/1900' })).toBe(
      'O mês da remoção deve estar entre 07/2026 e 06/2027, a vigência dos pacotes vigentes.',
    );
    expect(checkRemoval(state, { minutes: 60, dataInicial: '07/2027' })).not.toBeNull();
    expect(checkRemoval(state, { minutes: 60, dataInicial: '07/2026' })).toBeNull();
    expect(checkRemoval(state, { minutes: 60, dataInicial: '06/2027' })).toBeNull();
  });

  it('refuses a removal when no pack is in force, or when in debt', () => {
    expect(
      checkRemoval(hoursBankState(LEDGER, '2025-12-31'), { minutes: 1, dataInicial: '12/2025' }),
    ).toBe(BUDGET_MESSAGES.noPackToRemoveFrom);
    const debt = hoursBankState(
      { ...LEDGER, uses: [...LEDGER.uses, { day: TODAY, minutes: 3200 }] },
      TODAY,
    );
    expect(checkRemoval(debt, { minutes: 1, dataInicial: '11/2026' })).toBe(
      'Não é possível remover 000:01: o saldo dos pacotes vigentes é 000:00.',
    );
  });
});

describe('hours card', () => {
  const base = { enableHoursBank: true, packsInForce: 2 };
  it('asks an admin to choose a client', () => {
    expect(hoursCardState({ ...base, admin: true, clientId: null })).toBe('selectClient');
    expect(hoursCardState({ ...base, admin: true, clientId: 1001 })).toBe('figures');
  });
  it('shows clients the card only with an enabled bank and a pack in force today', () => {
    expect(hoursCardState({ ...base, admin: false, clientId: 1001, enableHoursBank: false })).toBe(
      'promotion',
    );
    expect(hoursCardState({ ...base, admin: false, clientId: 1001, packsInForce: 0 })).toBe(
      'noHoursBank',
    );
    expect(hoursCardState({ ...base, admin: false, clientId: 1001 })).toBe('figures');
  });
  it('tells an admin when nothing is in force', () => {
    expect(hoursCardState({ ...base, admin: true, clientId: 1001, packsInForce: 0 })).toBe(
      'noContractedHours',
    );
  });
  it('draws no balance slice for a debt', () => {
    expect(donutSlices(-30, 630)).toEqual({ balance: 0, spent: 630 });
    expect(donutSlices(450, 150)).toEqual({ balance: 450, spent: 150 });
  });
});

describe('search text', () => {
  it('folds accents and case', () => {
    expect(foldBudgetSearch('Revisão de CONTRATO Ação')).toBe('revisao de contrato acao');
  });
});
