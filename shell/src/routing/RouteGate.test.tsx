import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { App } from '../App';
import type { RemoteRuntime } from '../remotes/remote-runtime';
import { CLIENT_USER, createTestShell } from '../test/test-shell';
import type { SessionUser } from '@dpohub/shared-ui';
import { pageTitleStore } from '../title/page-title-store';

function CurrentPath() {
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="caminho">{useLocation().pathname}</output>
      <button type="button" onClick={() => navigate('/clientDemands?modalidade=12')}>
        ir para contratos
      </button>
    </>
  );
}

const noRemotes: RemoteRuntime = {
  loadRemote: jest.fn(),
  isConfigured: () => false,
  reset: jest.fn(),
};

async function open(
  path: string,
  user: SessionUser | null,
  functions: string[] = ['ropa', 'documentsContractsConsultations'],
) {
  const test = createTestShell(user, {
    '/client/1001/functions': { clientId: 1001, functions },
  });
  // The title goes to the top bar's store, as the bootstrap wires it.
  test.shell.setTitle = (title) => pageTitleStore.getState().setTitle(title);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App shell={test.shell} runtime={noRemotes} />
        <CurrentPath />
      </MemoryRouter>,
    );
  });
  return test;
}

describe('RouteGate', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('sends a client without the budget policy home with the warning toast', async () => {
    const { toast } = await open('/budgetControl', CLIENT_USER);
    expect(screen.getByLabelText('caminho')).toHaveTextContent('/home');
    expect(toast.warn).toHaveBeenCalledWith('Você não possui acesso a esta função.');
    expect(await screen.findByRole('button', { name: 'ROPA' })).toBeInTheDocument();
  });

  it('sends a client home from a function its client has not contracted (security M1)', async () => {
    const { toast } = await open('/clientDemands', CLIENT_USER, ['ropa']);
    expect(screen.getByLabelText('caminho')).toHaveTextContent('/home');
    expect(toast.warn).toHaveBeenCalledWith('Você não possui acesso a esta função.');
  });

  it('lets a client go from home to a contracted function without a false refusal', async () => {
    // Home reads no contract; the page it opens does. The render before that read answers must
    // wait for it, not judge the client by an empty list (the Contratos card sent users home).
    const { toast } = await open('/home', CLIENT_USER);
    await userEvent.click(screen.getByRole('button', { name: 'ir para contratos' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Solicitações');
    expect(screen.getByLabelText('caminho')).toHaveTextContent('/clientDemands');
    expect(toast.warn).not.toHaveBeenCalled();
  });

  it('sends an anonymous visitor to /login, whose missing remote is contained', async () => {
    await open('/home', null);
    expect(screen.getByLabelText('caminho')).toHaveTextContent('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta área. Tente novamente.',
    );
  });

  it('renders a remote page inside the layout with its title while the remote is missing', async () => {
    await open('/clientDemands', CLIENT_USER);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solicitações');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tente novamente.');
  });

  it("goes from '/' to /home with a session", async () => {
    await open('/', CLIENT_USER);
    expect(screen.getByLabelText('caminho')).toHaveTextContent('/home');
  });
});
