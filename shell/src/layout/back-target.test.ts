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

describe('back arrow inside the portal', () => {
  it('goes to the landing page when no earlier page is a portal page', () =>
    expect(backTarget('/users', null, { landing: '/home', hasEarlierPortalPage: false })).toEqual({
      kind: 'path',
      to: '/home',
    }));
  it("is hidden on a participant's landing page, whose arrow would lead to /home", () =>
    expect(
      backTarget('/clientDemands', null, { landing: '/clientDemands', hasEarlierPortalPage: true }),
    ).toEqual({ kind: 'none' }));
  it('takes a participant from a demand back to their Solicitações, never to /home', () =>
    expect(
      backTarget('/clientDemands/7', null, {
        landing: '/clientDemands',
        hasEarlierPortalPage: false,
      }),
    ).toEqual({ kind: 'path', to: '/clientDemands' }));
});
