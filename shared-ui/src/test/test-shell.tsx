import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SHELL_CONTRACT_VERSION } from '../contract/contract-version';
import type { SessionApi, ShellApi } from '../contract/shell-api';
import { createHttpClient } from '../platform/http-client';
import { createSessionStore } from '../platform/session-store';
import { ShellProvider } from '../platform/ShellProvider';
import { createRecordingFetch } from '../testing/recording-fetch';
import type { FakeResponse, RecordedRequest } from '../testing/recording-fetch';
import { TestQueryProvider } from '../testing/test-query-client';

export interface FakeReply {
  status: number;
  data?: unknown;
}

/** Answers by "METHOD url"; anything unlisted gets a 404. */
export type Routes = Record<
  string,
  FakeReply | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>)
>;

/** A ShellApi over the real http client whose transport answers from `routes`. */
export function createTestShell(routes: Routes = {}, options: { admin?: boolean } = {}) {
  /** Each request, its JSON body parsed. */
  const requests: { method: string; url: string; data: unknown; request: RecordedRequest }[] = [];
  const { fetch } = createRecordingFetch((request) => {
    const { method, url, data } = request;
    requests.push({
      method,
      url,
      data: typeof data === 'string' ? JSON.parse(data) : data,
      request,
    });
    const route = routes[`${method} ${url}`];
    return typeof route === 'function' ? route(request) : (route ?? { status: 404 });
  });
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
    fetch,
  });
  const shell: ShellApi = {
    contractVersion: SHELL_CONTRACT_VERSION,
    http,
    session,
    toast,
    setTitle: jest.fn(),
    navigate: jest.fn(),
  };
  return { shell, toast, requests };
}

/** Renders `ui` as the shell's layout would: its API and a data cache; `rerender` keeps both. */
export function renderWithShell(ui: ReactElement, shell: ShellApi) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ShellProvider shell={shell}>
        <TestQueryProvider>{children}</TestQueryProvider>
      </ShellProvider>
    ),
  });
}
