import { backTarget } from './back-target';

describe('top-bar back arrow (spec 1 section 2.6)', () => {
  it.each(['/home', '/functions'])('is hidden on %s', (path) =>
    expect(backTarget(path, null)).toEqual({ kind: 'none' }),
  );
  it('goes to the stored location on budget control', () =>
    expect(backTarget('/budgetControl', '/functions')).toEqual({ kind: 'path', to: '/functions' }));
  it('goes home from budget control when nothing was stored', () =>
    expect(backTarget('/budgetControl', null)).toEqual({ kind: 'path', to: '/home' }));
  it('goes back in history elsewhere', () =>
    expect(backTarget('/terms', '/functions')).toEqual({ kind: 'history' }));
});
