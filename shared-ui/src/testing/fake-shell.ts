import { SHELL_CONTRACT_VERSION } from '../contract/contract-version';
import type { SessionApi, SessionUser, ShellApi, ToastKind } from '../contract/shell-api';
import { createHttpClient } from '../platform/http-client';
import { createRecordingFetch } from './recording-fetch';
import type { RecordedRequest, Responder } from './recording-fetch';

export type { FakeResponse, RecordedRequest, Responder } from './recording-fetch';

export interface FakeShell {
  shell: ShellApi;
  requests: RecordedRequest[];
  toasts: { kind: ToastKind; message: string }[];
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
  setTitle: jest.Mock<void, [string]>;
  login: jest.Mock<void, [string, SessionUser]>;
}

function createSession(login: FakeShell['login'], signedIn: SessionUser | null): SessionApi {
  let user: SessionUser | null = signedIn;
  let token: string | null = signedIn ? 'token-de-teste' : null;
  const storage = new Map<string, string>();
  return {
    getUser: () => user,
    getToken: () => token,
    isAuthenticated: () => user !== null,
    isAdmin: () => user?.admin ?? false,
    authorities: () => user?.roles.map((r) => r.authority) ?? [],
    getSelectedClient: () => user?.client ?? null,
    setSelectedClient: () => undefined,
    login: (nextToken, nextUser) => {
      token = nextToken;
      user = nextUser;
      login(nextToken, nextUser);
    },
    logout: () => {
      token = null;
      user = null;
    },
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    subscribe: () => () => undefined,
  };
}

/**
 * A ShellApi for tests: `http` is the standard http client of shared-ui (base /api, bearer token,
 * the error toasts of spec 1 section 8) over a fetch that records every request as the server
 * would receive it and answers through `responder`; statuses >= 400 reject like a real server
 * answer. `user` is the signed-in user of the session.
 */
export function createFakeShell(
  responder: Responder = () => ({ status: 200, data: true }),
  user: SessionUser | null = null,
): FakeShell {
  const { fetch, requests } = createRecordingFetch(responder);
  const toasts: FakeShell['toasts'] = [];
  const record = (kind: ToastKind) => (message: string) => void toasts.push({ kind, message });
  const toast = {
    success: record('success'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
  const navigate: FakeShell['navigate'] = jest.fn();
  const setTitle: FakeShell['setTitle'] = jest.fn();
  const login: FakeShell['login'] = jest.fn();
  const session = createSession(login, user);
  const http = createHttpClient({
    session,
    toast,
    redirectToLogin: () => navigate('/login', { replace: true }),
    fetch,
  });
  const shell: ShellApi = {
    contractVersion: SHELL_CONTRACT_VERSION,
    http,
    session,
    toast,
    setTitle,
    navigate,
  };
  return { shell, requests, toasts, navigate, setTitle, login };
}
