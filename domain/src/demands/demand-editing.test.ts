import { DEMAND_STATUSES } from '../demand-status';
import { demandEditRefusal, isDemandEditable } from './demand-editing';

describe('editing a demand', () => {
  it('is closed once the demand is cancelled, with a Portuguese refusal', () => {
    expect(isDemandEditable({ status: 'CANCELADO' })).toBe(false);
    expect(demandEditRefusal({ status: 'CANCELADO' })).toBe(
      'Solicitação cancelada não pode ser editada.',
    );
  });

  it('stays open in every other status', () => {
    for (const status of DEMAND_STATUSES.filter((value) => value !== 'CANCELADO')) {
      expect(isDemandEditable({ status })).toBe(true);
      expect(demandEditRefusal({ status })).toBeNull();
    }
  });
});
