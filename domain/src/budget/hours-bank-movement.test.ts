import { MESSAGES } from '../messages';
import { BUDGET_MESSAGES } from './budget-messages';
import {
  checkHoursBankPayload,
  consumesHours,
  toHoursAddPayload,
  toHoursRemovePayload,
} from './hours-bank-movement';
import { hoursCardState, donutSlices } from './hours-card';
import { foldForSearch } from '../format/text';

const today = '2025-05-10';

describe('hours bank movements', () => {
  it('builds the add and remove payloads of spec 2 section 3', () => {
    expect(
      toHoursAddPayload(1001, {
        quantidade: '010:00',
        valor: '1.500,00',
        dataExpiracao: '31/12/2025',
      }),
    ).toEqual({
      client: { id: 1001 },
      quantidade: '010:00:00',
      valor: 1500,
      dataExpiracao: '2025-12-31',
    });
    expect(toHoursRemovePayload(1001, { quantidade: '001:30', dataInicial: '05/2025' })).toEqual({
      client: { id: 1001 },
      quantidade: '-001:30:00',
      dataInicial: '05/2025',
    });
  });

  it('accepts a pack and a removal', () => {
    expect(
      checkHoursBankPayload(
        { client: { id: 1 }, quantidade: '010:30:00', valor: 1500, dataExpiracao: '2025-12-31' },
        today,
      ),
    ).toEqual({ kind: 'pack', minutes: 630, valor: 1500, expiresOn: '2025-12-31' });
    expect(
      checkHoursBankPayload(
        { client: { id: 1 }, quantidade: '-001:30:00', dataInicial: '05/2025' },
        today,
      ),
    ).toEqual({ kind: 'removal', minutes: -90, dataInicial: '05/2025' });
  });

  it('refuses zero hours, bad formats, minutes over 59 and a wrong sign', () => {
    const add = (quantidade: string) =>
      checkHoursBankPayload(
        { client: { id: 1 }, quantidade, valor: 1, dataExpiracao: '2025-12-31' },
        today,
      );
    expect(add('000:00:00')).toEqual({ problem: MESSAGES.invalidHours });
    expect(add('10:00:00')).toEqual({ problem: MESSAGES.invalidHoursFormat });
    expect(add('010:60:00')).toEqual({ problem: MESSAGES.invalidHoursFormat });
    expect(add('-010:00:00')).toEqual({ problem: MESSAGES.invalidHoursFormat });
    expect(
      checkHoursBankPayload(
        { client: { id: 1 }, quantidade: '001:00:00', dataInicial: '05/2025' },
        today,
      ),
    ).toEqual({ problem: MESSAGES.invalidHoursFormat });
  });

  it('refuses a bad value, a bad or past expiry and a bad dataInicial', () => {
    const base = { client: { id: 1 }, quantidade: '001:00:00' };
    expect(
      checkHoursBankPayload({ ...base, valor: -1, dataExpiracao: '2025-12-31' }, today),
    ).toEqual({
      problem: BUDGET_MESSAGES.invalidPackValue,
    });
    expect(
      checkHoursBankPayload({ ...base, valor: 1, dataExpiracao: '2025-02-30' }, today),
    ).toEqual({
      problem: MESSAGES.invalidDate,
    });
    expect(
      checkHoursBankPayload({ ...base, valor: 1, dataExpiracao: '2025-05-09' }, today),
    ).toEqual({
      problem: BUDGET_MESSAGES.expiryInThePast,
    });
    expect(
      checkHoursBankPayload(
        { client: { id: 1 }, quantidade: '-001:00:00', dataInicial: '13/2025' },
        today,
      ),
    ).toEqual({ problem: MESSAGES.budgetPeriodInvalid });
  });

  it('spends hours only for finished demands marked for the hours bank', () => {
    expect(consumesHours({ consumoHoras: true, status: 'FINALIZADO' })).toBe(true);
    expect(consumesHours({ consumoHoras: true, status: 'EM_CURSO' })).toBe(false);
    expect(consumesHours({ consumoHoras: false, status: 'FINALIZADO' })).toBe(false);
  });
});

describe('hours card', () => {
  const base = { enableHoursBank: true, expiresOn: '2025-12-31', contractedMinutes: 600, today };
  it('asks an admin to choose a client', () => {
    expect(hoursCardState({ ...base, admin: true, clientId: null })).toBe('selectClient');
    expect(hoursCardState({ ...base, admin: true, clientId: 1001 })).toBe('figures');
  });
  it('shows clients the card only with an enabled, unexpired bank', () => {
    expect(hoursCardState({ ...base, admin: false, clientId: 1001, enableHoursBank: false })).toBe(
      'promotion',
    );
    expect(hoursCardState({ ...base, admin: false, clientId: 1001, expiresOn: '2025-05-09' })).toBe(
      'noHoursBank',
    );
    expect(hoursCardState({ ...base, admin: false, clientId: 1001, expiresOn: null })).toBe(
      'noHoursBank',
    );
    expect(hoursCardState({ ...base, admin: false, clientId: 1001 })).toBe('figures');
  });
  it('says when nothing is contracted', () => {
    expect(
      hoursCardState({
        ...base,
        admin: true,
        clientId: 1001,
        expiresOn: null,
        contractedMinutes: 0,
      }),
    ).toBe('noContractedHours');
  });
  it('draws no balance slice for a debt', () => {
    expect(donutSlices(-30, 630)).toEqual({ balance: 0, spent: 630 });
    expect(donutSlices(450, 150)).toEqual({ balance: 450, spent: 150 });
  });
});

describe('search text', () => {
  it('folds accents and case', () => {
    expect(foldForSearch('Revisão de CONTRATO Ação')).toBe('revisao de contrato acao');
  });
});
