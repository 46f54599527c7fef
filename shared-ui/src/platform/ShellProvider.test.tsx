import { act, render, screen } from '@testing-library/react';
import type { SessionUser } from '../contract/shell-api';
import { createShellApi } from './create-shell-api';
import { createSessionStore } from './session-store';
import { ShellProvider, useSessionUser, useShell } from './ShellProvider';
import { createStandaloneShell } from './standalone-shell';

const user: SessionUser = {
  id: 1,
  name: 'Maria Admin',
  email: 'maria@escritorio.com.br',
  admin: true,
  enableHoursBank: false,
  client: null,
  clientName: null,
  roles: [{ authority: 'ROLE_ADMIN' }],
  expiresAt: 0,
};

function UserName() {
  const current = useSessionUser();
  return <p>{current ? current.name : 'ninguém'}</p>;
}

function TitleButton() {
  const shell = useShell();
  return (
    <button type="button" onClick={() => shell.setTitle('Avaliações')}>
      título
    </button>
  );
}

beforeEach(() => localStorage.clear());

describe('ShellProvider and useShell', () => {
  it('throws a clear error outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TitleButton />)).toThrow(/ShellProvider/);
    jest.restoreAllMocks();
  });

  it('gives the shell API to the tree and follows the session', () => {
    const session = createSessionStore();
    const setTitle = jest.fn();
    const shell = createShellApi({ navigate: jest.fn(), setTitle, session });
    render(
      <ShellProvider shell={shell}>
        <UserName />
        <TitleButton />
      </ShellProvider>,
    );
    expect(screen.getByText('ninguém')).toBeInTheDocument();
    act(() => session.login('t', user));
    expect(screen.getByText('Maria Admin')).toBeInTheDocument();

    act(() => screen.getByRole('button').click());
    expect(setTitle).toHaveBeenCalledWith('Avaliações');
    expect(document.title).toBe('Avaliações | DPOHUB');
  });
});

describe('createShellApi', () => {
  it('gives an http client that calls /api with the session token', async () => {
    const session = createSessionStore();
    session.login('jwt-9', user);
    const fetch = jest.fn(async () => ({
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => '{"ok":true}',
      blob: async () => new Blob([]),
    }));
    const platformFetch = globalThis.fetch;
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    try {
      const shell = createShellApi({ navigate: jest.fn(), session });
      await expect(shell.http.get('/user/me')).resolves.toMatchObject({ data: { ok: true } });
    } finally {
      globalThis.fetch = platformFetch;
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/me');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer jwt-9' });
  });
});

describe('createStandaloneShell', () => {
  it('navigates through window.history and tells the page with popstate', () => {
    const shell = createStandaloneShell();
    const onPop = jest.fn();
    window.addEventListener('popstate', onPop);
    shell.navigate('/simulatedFines');
    expect(window.location.pathname).toBe('/simulatedFines');
    shell.navigate('/login', { replace: true });
    expect(window.location.pathname).toBe('/login');
    expect(onPop).toHaveBeenCalledTimes(2);
    window.removeEventListener('popstate', onPop);
  });

  it('hands navigation to the given callback', () => {
    const onNavigate = jest.fn();
    const shell = createStandaloneShell({ onNavigate, baseURL: 'https://api.exemplo.com/api' });
    shell.navigate('/x');
    expect(onNavigate).toHaveBeenCalledWith('/x');
    expect(shell.http.baseURL).toBe('https://api.exemplo.com/api');
  });
});
