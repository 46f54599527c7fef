import { render } from '@testing-library/react';
import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import type { SessionApi, ShellApi } from '../contract/shell-api';
import { createHttpClient } from '../platform/http-client';
import { createSessionStore } from '../platform/session-store';
import { ShellProvider } from '../platform/ShellProvider';

export interface FakeReply {
  status: number;
  data?: unknown;
}

/** Answers by "METHOD url"; anything unlisted gets a 404. */
export type Routes = Record<
  string,
  FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply)
>;

/** A ShellApi over the real http client whose transport answers from `routes`. */
export function createTestShell(routes: Routes = {}, options: { admin?: boolean } = {}) {
  const requests: {
    method: string;
    url: string;
    data: unknown;
    config: InternalAxiosRequestConfig;
  }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const data = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, url, data, config });
    const route = routes[`${method} ${url}`];
    const reply = typeof route === 'function' ? route(config) : (route ?? { status: 404 });
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  const toast = { success: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const session: SessionApi = createSessionStore();
  session.login('jwt-test', {
    id: 1,
    name: 'Equipe',
    email: 'equipe@escritorio.com.br',
    admin: options.admin ?? true,
    enableHoursBank: false,
    client: null,
    clientName: null,
    roles: [],
    expiresAt: 0,
  });
  const http = createHttpClient({
    session,
    toast,
    redirectToLogin: jest.fn(),
    axiosDefaults: { adapter },
  });
  const shell: ShellApi = {
    contractVersion: '1.0.0',
    http,
    session,
    toast,
    setTitle: jest.fn(),
    navigate: jest.fn(),
  };
  return { shell, toast, requests };
}

export function renderWithShell(ui: ReactElement, shell: ShellApi) {
  return render(<ShellProvider shell={shell}>{ui}</ShellProvider>);
}
