import { RETURN_QUERY, loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath: only a page of this portal is followed after signing in', () => {
  it.each([
    ['/clientDemands/details/38', '/clientDemands/details/38'],
    ['/clientDemands?modalidade=9&page=2', '/clientDemands?modalidade=9&page=2'],
    ['/demands/edit/12#comentarios', '/demands/edit/12#comentarios'],
  ])('%s -> %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['another site', 'https://evil.example/clientDemands'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash browsers read as a slash', '/\\evil.example/x'],
    ['a relative path', 'clientDemands/details/38'],
    ['a script', 'javascript:alert(1)'],
    ['a tab hidden in the host', '/\t/evil.example'],
    ['a space', '/clientDemands details'],
    ['the sign-in page itself', '/login?retorno=/home'],
    ['a recovery step', '/verificationCode?email=a@b.c'],
    ['the root', '/'],
    ['an address longer than any page', `/clientDemands?q=${'a'.repeat(1000)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the page in the query of /login', () => {
    expect(RETURN_QUERY).toBe('retorno');
    expect(loginPathFor('/clientDemands/details/38')).toBe(
      '/login?retorno=%2FclientDemands%2Fdetails%2F38',
    );
    expect(loginPathFor('/clientDemands?modalidade=9&page=2')).toBe(
      '/login?retorno=%2FclientDemands%3Fmodalidade%3D9%26page%3D2',
    );
  });

  it('is plain /login when there is nothing safe to return to', () => {
    expect(loginPathFor('https://evil.example/')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});
