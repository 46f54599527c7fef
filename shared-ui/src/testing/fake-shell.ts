import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { SHELL_CONTRACT_VERSION } from '../contract/contract-version';
import type { SessionApi, SessionUser, ShellApi, ToastKind } from '../contract/shell-api';
import { createHttpClient } from '../platform/http-client';

/** One request as it left the axios instance (after axios serialised the body). */
export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  /** The serialised body: a JSON or form-encoded string, or undefined. */
  data: unknown;
  headers: Record<string, string>;
}

export interface FakeResponse {
  status: number;
  data?: unknown;
  /** Response headers, e.g. Content-Disposition of a download. */
  headers?: Record<string, string>;
}

export type Responder = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeShell {
  shell: ShellApi;
  requests: RecordedRequest[];
  toasts: { kind: ToastKind; message: string }[];
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
  setTitle: jest.Mock<void, [string]>;
  login: jest.Mock<void, [string, SessionUser]>;
}

function plainHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
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
 * the error toasts of spec 1 section 8) over an adapter that records every request and answers
 * through `responder`; statuses >= 400 reject like a real server answer. `user` is the signed-in
 * user of the session.
 */
export function createFakeShell(
  responder: Responder = () => ({ status: 200, data: true }),
  user: SessionUser | null = null,
): FakeShell {
  const requests: RecordedRequest[] = [];
  const toasts: FakeShell['toasts'] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: config.data,
      headers: plainHeaders(config),
    };
    requests.push(request);
    const answer = await responder(request);
    const response = {
      data: answer.data,
      status: answer.status,
      statusText: String(answer.status),
      headers: answer.headers ?? {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
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
    axiosDefaults: { adapter },
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
