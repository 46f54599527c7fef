import { principalOf } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';
import { ADMIN_STAFF, CLIENT_ADMIN, CLIENT_USER, PARTICIPANT } from '../test/test-shell';
import { guardDecision } from './guard';
import { findRoute } from './routes';

function decide(path: string, user: SessionUser | null, search = '') {
  return guardDecision(path, findRoute(path), user ? principalOf(user) : null, search);
}

const render = { action: 'render' };
const toLogin = { action: 'redirect', to: '/login' };
const toHome = { action: 'redirect', to: '/home' };
const refused = { action: 'redirect', to: '/home', warnNoAccess: true };

describe('route guard (spec 1 section 2.1)', () => {
  describe('anonymous visitor', () => {
    it.each([
      '/login',
      '/forgetPassword',
      '/verificationCode',
      '/newPassword',
      '/components',
      '/simulador-de-multas',
    ])('opens the public page %s', (path) => expect(decide(path, null)).toEqual(render));
    it.each([
      ['/functions', '/login?retorno=%2Ffunctions'],
      ['/terms', '/login?retorno=%2Fterms'],
      ['/changePassword', '/login?retorno=%2FchangePassword'],
      ['/demands', '/login?retorno=%2Fdemands'],
      ['/clientDemands/details/7', '/login?retorno=%2FclientDemands%2Fdetails%2F7'],
      ['/budgetControl', '/login?retorno=%2FbudgetControl'],
    ])('is sent from the private page %s to %s, which returns there', (path, to) =>
      expect(decide(path, null)).toEqual({ action: 'redirect', to }),
    );
    it('keeps the query of the page it returns to', () =>
      expect(decide('/clientDemands', null, '?modalidade=9&page=1')).toEqual({
        action: 'redirect',
        to: '/login?retorno=%2FclientDemands%3Fmodalidade%3D9%26page%3D1',
      }));
    it('is sent from /home to plain /login (signing in leads home anyway)', () =>
      expect(decide('/home', null)).toEqual(toLogin));
    it("goes from '/' to /login", () => expect(decide('/', null)).toEqual(toLogin));
    it('goes from an unknown path to /login', () =>
      expect(decide('/nao-existe', null)).toEqual(toLogin));
  });

  describe('admin (firm staff)', () => {
    it("goes from '/' to /home", () => expect(decide('/', ADMIN_STAFF)).toEqual(toHome));
    it('is sent from a public page to /home', () =>
      expect(decide('/login', ADMIN_STAFF)).toEqual(toHome));
    it('is sent from /login to the page it was asked to return to, of this portal only', () => {
      expect(decide('/login', ADMIN_STAFF, '?retorno=%2FclientDemands%2Fdetails%2F7')).toEqual({
        action: 'redirect',
        to: '/clientDemands/details/7',
      });
      expect(decide('/login', ADMIN_STAFF, '?retorno=https%3A%2F%2Fevil.example%2F')).toEqual(
        toHome,
      );
      expect(decide('/login', ADMIN_STAFF, '?retorno=%2F%2Fevil.example')).toEqual(toHome);
    });
    it('may still open /components', () =>
      expect(decide('/components', ADMIN_STAFF)).toEqual(render));
    it.each([
      '/demands',
      '/filedDemands',
      '/demands/edit/3',
      '/lawyerManagement',
      '/clientPricesHours',
      '/simulatedFines',
      '/clients',
      '/auditTrail',
    ])('opens the admin page %s', (path) => expect(decide(path, ADMIN_STAFF)).toEqual(render));
    it.each(['/budgetControl', '/ropa/5', '/TPA', '/ali', '/evaluation/project', '/users/edit/9'])(
      'opens the policy page %s without holding the client policy',
      (path) => expect(decide(path, ADMIN_STAFF)).toEqual(render),
    );
    it('is sent from an unknown path to /login (which then sends it home)', () =>
      expect(decide('/nao-existe', ADMIN_STAFF)).toEqual(toLogin));
  });

  describe('client user with granular permissions', () => {
    it.each([
      '/home',
      '/functions',
      '/terms',
      '/clientDemands',
      '/myAvaliations',
      '/dashboard',
      '/fineSimulator',
      // Their client's simulations (docs/decisions.md): 'Ver simulações' leads somewhere.
      '/simulatedFines',
    ])('opens the private page %s', (path) => expect(decide(path, CLIENT_USER)).toEqual(render));
    it.each(['/evaluation/project', '/ropa/12', '/clientDemands/new'])(
      'opens %s, whose policy it holds',
      (path) => expect(decide(path, CLIENT_USER)).toEqual(render),
    );
    it.each(['/budgetControl', '/users', '/TPA', '/ali/4', '/auditTrail'])(
      'gets the warning and /home on %s, whose policy it lacks',
      (path) => expect(decide(path, CLIENT_USER)).toEqual(refused),
    );
    it.each(['/demands', '/filedDemands', '/lawyerManagement', '/clientPricesHours', '/clients'])(
      'gets the warning and /home on the admin page %s',
      (path) => expect(decide(path, CLIENT_USER)).toEqual(refused),
    );
    it('is sent from a public page to /home', () =>
      expect(decide('/forgetPassword', CLIENT_USER)).toEqual(toHome));
    it('matches /TPA case-sensitively (/tpa is unknown)', () =>
      expect(decide('/tpa', CLIENT_USER)).toEqual(toLogin));
  });

  describe('client administrator (ROLE_ADMIN)', () => {
    it.each(['/budgetControl', '/users/new', '/TPA', '/ali', '/auditTrail'])('opens %s', (path) =>
      expect(decide(path, CLIENT_ADMIN)).toEqual(render),
    );
    it('is still refused the staff pages', () =>
      expect(decide('/demands', CLIENT_ADMIN)).toEqual(refused));
  });

  describe('participant', () => {
    it.each(['/clientDemands', '/clientDemands/details/3', '/terms', '/changePassword'])(
      'opens %s',
      (path) => expect(decide(path, PARTICIPANT)).toEqual(render),
    );
    // Budget m11: never sent to a home of cards they cannot open, but back to their demands.
    it.each(['/clientDemands/new', '/budgetControl', '/ropa', '/users'])(
      'gets the warning and their client demands on %s',
      (path) =>
        expect(decide(path, PARTICIPANT)).toEqual({
          action: 'redirect',
          to: '/clientDemands',
          warnNoAccess: true,
        }),
    );
    it.each(['/', '/home', '/functions'])('is taken from %s to their client demands', (path) =>
      expect(decide(path, PARTICIPANT)).toEqual({ action: 'redirect', to: '/clientDemands' }),
    );
    it('is taken from /login to their client demands when signed in', () =>
      expect(decide('/login', PARTICIPANT)).toEqual({ action: 'redirect', to: '/clientDemands' }));
  });
});

describe('route guard: contracted functions (security M1)', () => {
  const contracted = (user: SessionUser, functions: string[]) => (path: string) =>
    guardDecision(path, findRoute(path), principalOf(user, functions));

  it.each([
    '/budgetControl',
    '/ropa/5',
    '/TPA',
    '/ali',
    '/evaluation/project',
    '/users',
    '/dashboard',
  ])('sends a client administrator home from %s when the client has not contracted it', (path) =>
    expect(contracted(CLIENT_ADMIN, [])(path)).toEqual(refused),
  );

  it('closes the demands of a client without documents, contracts and consultations', () => {
    expect(contracted(CLIENT_USER, ['ropa'])('/clientDemands')).toEqual(refused);
    expect(contracted(CLIENT_ADMIN, ['ropa'])('/ropa')).toEqual(render);
  });

  it('never closes a page to firm staff, nor the pages no function covers', () => {
    expect(contracted(ADMIN_STAFF, [])('/budgetControl')).toEqual(render);
    expect(contracted(CLIENT_ADMIN, [])('/fineSimulator')).toEqual(render);
    expect(contracted(CLIENT_ADMIN, [])('/myAvaliations')).toEqual(render);
  });
});

describe('route guard: a second factor the firm requires', () => {
  it('keeps a user who must set it up on /twoFactor, whatever page they open', () => {
    const decideRequired = (path: string) =>
      guardDecision(path, findRoute(path), principalOf(CLIENT_ADMIN), '', true);
    expect(decideRequired('/home')).toEqual({ action: 'redirect', to: '/twoFactor' });
    expect(decideRequired('/clientDemands')).toEqual({ action: 'redirect', to: '/twoFactor' });
    expect(decideRequired('/twoFactor')).toEqual(render);
  });

  it('lets the same user go anywhere once it is on', () => {
    expect(
      guardDecision('/home', findRoute('/home'), principalOf(CLIENT_ADMIN), '', false),
    ).toEqual(render);
  });
});
