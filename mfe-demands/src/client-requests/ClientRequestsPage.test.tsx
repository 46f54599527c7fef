import { DEBOUNCE_MS, MESSAGES } from '@dpohub/domain';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import type { SessionUser } from '@dpohub/shared-ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CLIENT_REQUEST_PATHS } from './client-request-paths';
import { ClientRequestsPage } from './ClientRequestsPage';
import { location, renderClientPage } from './testing/render-client-page';
import {
  ADMIN_WITHOUT_CLIENT,
  CLIENT_USER,
  CLIENT_WITHOUT_POLICY,
  FIRM_ADMIN,
  GRANULAR_WITHOUT_DEMANDS_ROLE,
} from './testing/session-users';

const LIST = 'GET /solicitacao/documentos-consultas/filter';

const ROW = {
  id: 41,
  demanda: 'Revisão do contrato de fornecedores',
  serviceType: { id: 12, name: 'Contrato' },
  createdBy: { name: 'Carla Mendes' },
  prazo: '2031-03-05',
  status: 'CANCELAMENTO',
};

function listShell(user: SessionUser, list: { status: number; data?: unknown } = { status: 200 }) {
  return createFakeShell(
    routeResponder({
      [LIST]:
        list.data === undefined && list.status === 200
          ? {
              status: 200,
              data: { content: [ROW], totalPages: 3, totalElements: 21, number: 0, size: 10 },
            }
          : list,
      'GET /service-type': {
        status: 200,
        data: [
          { id: 2, name: 'Consulta' },
          { id: 9, name: 'Documento' },
          { id: 12, name: 'Contrato' },
        ],
      },
    }),
    user,
  );
}

async function renderList(
  url: string,
  user: SessionUser = CLIENT_USER,
  list?: { status: number; data?: unknown },
) {
  const fake = listShell(user, list);
  await renderClientPage(<ClientRequestsPage />, CLIENT_REQUEST_PATHS.list, url, fake);
  return fake;
}

afterEach(() => jest.useRealTimers());

describe('client request list', () => {
  it('asks for page 0, 10 per page by prazo and shows the five columns of a row', async () => {
    const fake = await renderList('/clientDemands');
    expect(fake.setTitle).toHaveBeenCalledWith('Solicitações');
    expect(requestsTo(fake.requests, LIST)[0]?.params).toEqual({
      page: '0',
      size: '10',
      sort: 'prazo,asc',
    });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Demanda', 'Modalidade', 'Criado por', 'Prazo', 'Status']);
    const row = screen.getByRole('row', { name: /Revisão do contrato/ });
    expect(within(row).getByText('Contrato')).toBeInTheDocument();
    expect(within(row).getByText('Carla Mendes')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2031')).toBeInTheDocument();
    expect(within(row).getByText('Cancelamento Solicitado')).toBeInTheDocument();
    fireEvent.click(within(row).getByText('Carla Mendes'));
    expect(fake.navigate).toHaveBeenCalledWith('/clientDemands/details/41');
  });

  it('reads the page and the filters from the query string', async () => {
    const fake = await renderList(
      '/clientDemands?page=2&demanda=contrato&criadoPor=Carla&modalidade=9',
    );
    expect(requestsTo(fake.requests, LIST)[0]?.params).toEqual({
      page: '2',
      size: '10',
      sort: 'prazo,asc',
      demanda: 'contrato',
      criadoPor: 'Carla',
      modalidade: '9',
    });
    expect(screen.getByPlaceholderText('Buscar por demanda')).toHaveValue('contrato');
    expect(screen.getByPlaceholderText('Criado por')).toHaveValue('Carla');
  });

  it('writes the typed filters to the query string after 600 ms and reloads from page 0', async () => {
    jest.useFakeTimers();
    const fake = await renderList('/clientDemands?page=2');
    fireEvent.change(screen.getByPlaceholderText('Buscar por demanda'), {
      target: { value: 'LGPD' },
    });
    fireEvent.change(screen.getByPlaceholderText('Criado por'), { target: { value: 'Rafael' } });
    await act(async () => {
      jest.advanceTimersByTime(DEBOUNCE_MS.clientDemandsFilters - 1);
    });
    expect(location.current).toBe('/clientDemands?page=2');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(location.current).toBe('/clientDemands?page=0&demanda=LGPD&criadoPor=Rafael');
    const modalidade = screen.getByLabelText('Modalidade') as HTMLSelectElement;
    const contrato = screen.getByRole('option', { name: 'Contrato' }) as HTMLOptionElement;
    fireEvent.change(modalidade, { target: { value: contrato.value } });
    await act(async () => {
      jest.advanceTimersByTime(DEBOUNCE_MS.clientDemandsFilters);
    });
    expect(location.current).toBe(
      '/clientDemands?page=0&demanda=LGPD&criadoPor=Rafael&modalidade=12',
    );
    expect(requestsTo(fake.requests, LIST).at(-1)?.params).toEqual({
      page: '0',
      size: '10',
      sort: 'prazo,asc',
      demanda: 'LGPD',
      criadoPor: 'Rafael',
      modalidade: '12',
    });
  });

  it('filters by the serviceType of the home card and keeps it for a new request', async () => {
    const fake = await renderList('/clientDemands?serviceType=9');
    expect(requestsTo(fake.requests, LIST)[0]?.params).toMatchObject({ serviceType: '9' });
    fireEvent.click(screen.getByRole('button', { name: 'Nova solicitação' }));
    expect(fake.navigate).toHaveBeenCalledWith('/clientDemands/new?serviceType=9');
  });

  it('changes page through the query string', async () => {
    const fake = await renderList('/clientDemands');
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await act(async () => undefined);
    expect(location.current).toBe('/clientDemands?page=1');
    expect(requestsTo(fake.requests, LIST).at(-1)?.params).toMatchObject({ page: '1' });
  });

  it('offers Nova solicitação to ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS and ROLE_ADMIN only', async () => {
    await renderList('/clientDemands', CLIENT_WITHOUT_POLICY);
    expect(screen.queryByRole('button', { name: 'Nova solicitação' })).not.toBeInTheDocument();
  });

  it('lists the selected client for an admin, who may create a request', async () => {
    const fake = await renderList('/clientDemands', FIRM_ADMIN);
    expect(requestsTo(fake.requests, LIST)[0]?.params).toMatchObject({ clientId: '1001' });
    expect(screen.getByRole('button', { name: 'Nova solicitação' })).toBeInTheDocument();
  });

  it('sends an admin without a selected client back, told why, without loading the list', async () => {
    const fake = await renderList('/clientDemands', ADMIN_WITHOUT_CLIENT);
    expect(fake.navigate).toHaveBeenCalledWith('/home', { replace: true });
    expect(fake.toasts).toEqual([
      {
        kind: 'warn',
        message: 'Selecione um cliente no topo da página para ver as solicitações dele.',
      },
    ]);
    expect(requestsTo(fake.requests, LIST)).toHaveLength(0);
  });

  it("tells a user without the demands role 'Você não possui acesso a esta função.' (m7)", async () => {
    const empty = { content: [], totalPages: 0, totalElements: 0, number: 0, size: 10 };
    await renderList('/clientDemands', GRANULAR_WITHOUT_DEMANDS_ROLE, { status: 200, data: empty });
    expect(screen.getByRole('alert')).toHaveTextContent('Você não possui acesso a esta função.');
    expect(screen.queryByText('Não há dados a retornar.')).not.toBeInTheDocument();
  });

  it('still lists the requests such a user is attached to, without the warning', async () => {
    await renderList('/clientDemands', GRANULAR_WITHOUT_DEMANDS_ROLE);
    expect(screen.getByText('Revisão do contrato de fornecedores')).toBeInTheDocument();
    expect(screen.queryByText('Você não possui acesso a esta função.')).not.toBeInTheDocument();
  });

  it('tells a client with the role and no requests that there are none', async () => {
    const empty = { content: [], totalPages: 0, totalElements: 0, number: 0, size: 10 };
    await renderList('/clientDemands', CLIENT_USER, { status: 200, data: empty });
    expect(screen.getByText('Não há dados a retornar.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("presets a new request's modality with the list's modalidade (m15)", async () => {
    const fake = await renderList('/clientDemands?modalidade=2');
    fireEvent.click(screen.getByRole('button', { name: 'Nova solicitação' }));
    expect(fake.navigate).toHaveBeenCalledWith('/clientDemands/new?serviceType=2');
  });

  it('warns when the list cannot be loaded', async () => {
    const fake = await renderList('/clientDemands', CLIENT_USER, { status: 403, data: {} });
    expect(fake.toasts).toEqual([{ kind: 'warn', message: MESSAGES.noAccess }]);
    expect(MESSAGES.noAccess).toBe('Você não possui acesso a esta função.');
    expect(screen.getByText('Não há dados a retornar.')).toBeInTheDocument();
  });
});
