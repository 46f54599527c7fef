import { AUTHORITIES } from '@dpohub/domain';
import {
  createHttpClient,
  createSessionStore,
  createShellApi,
  ShellProvider,
} from '@dpohub/shared-ui';
import type { SessionUser, ShellApi, ToastApi } from '@dpohub/shared-ui';
import { createRecordingFetch, TestQueryProvider } from '@dpohub/shared-ui/testing';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const ADMIN_STAFF: SessionUser = {
  id: 1,
  name: 'Administrador DPOHUB',
  email: 'admin@dpohub.local',
  admin: true,
  enableHoursBank: false,
  client: null,
  clientName: null,
  roles: [{ authority: AUTHORITIES.ADMIN }],
  employeeDanielLaw: 1,
  expiresAt: Date.now() + 3_600_000,
};

export const CLIENT_ADMIN: SessionUser = {
  ...ADMIN_STAFF,
  id: 2,
  name: 'Carla Cliente',
  admin: false,
  client: 1001,
  clientName: 'Acme Indústria Ltda',
  employeeDanielLaw: 2,
  roles: [{ authority: AUTHORITIES.USER }, { authority: AUTHORITIES.ADMIN }],
};

/** Granular client user: projects, ROPA and documents, no budget control, no users. */
export const CLIENT_USER: SessionUser = {
  ...CLIENT_ADMIN,
  id: 3,
  name: 'Ulisses Usuário',
  employeeDanielLaw: 0,
  roles: [
    { authority: AUTHORITIES.USER },
    { authority: AUTHORITIES.AVALIACAO_NOVOS_PROJETOS },
    { authority: AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS },
    { authority: AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS },
  ],
};

export const PARTICIPANT: SessionUser = {
  ...CLIENT_ADMIN,
  id: 4,
  name: 'Paula Participante',
  employeeDanielLaw: 0,
  roles: [{ authority: AUTHORITIES.USER }, { authority: AUTHORITIES.GESTAO_PARTICIPANTE }],
};

export interface TestShell {
  shell: ShellApi;
  toast: jest.Mocked<ToastApi>;
  navigate: jest.Mock;
  requests: string[];
}

/**
 * A real ShellApi over in-memory storage, with recorded toasts and navigation and the standard
 * http client over a fetch answering from `answers` (url -> data; a missing url answers 404).
 */
export function createTestShell(
  user: SessionUser | null,
  answers: Record<string, unknown> = {},
): TestShell {
  localStorage.clear();
  sessionStorage.clear();
  const session = createSessionStore({ storage: localStorage });
  if (user) session.login('test-token', user);
  const toast = { success: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const navigate = jest.fn();
  const requests: string[] = [];
  const { fetch } = createRecordingFetch(({ method, url }) => {
    requests.push(`${method} ${url}`);
    return url in answers ? { status: 200, data: answers[url] } : { status: 404, data: {} };
  });
  const http = createHttpClient({ session, toast, redirectToLogin: jest.fn(), fetch });
  const shell = createShellApi({ navigate, session, toast, http });
  return { shell, toast, navigate, requests };
}

export function renderWithShell(shell: ShellApi, children: ReactNode, path = '/home') {
  return (
    <ShellProvider shell={shell}>
      <MemoryRouter initialEntries={[path]}>
        {/* The data cache the signed-in layout provides to its pages. */}
        <TestQueryProvider>{children}</TestQueryProvider>
      </MemoryRouter>
    </ShellProvider>
  );
}
