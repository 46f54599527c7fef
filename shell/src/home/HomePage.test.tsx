import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_STAFF, CLIENT_USER, createTestShell, renderWithShell } from '../test/test-shell';
import type { SessionUser } from '@dpohub/shared-ui';
import { FunctionsPage } from './FunctionsPage';
import { HomePage } from './HomePage';

const NO_ACCESS = 'Você não possui acesso a esta função.';
const UNAVAILABLE = 'Função indisponível. Estamos trabalhando para lançar esta função em breve!';

async function renderPage(user: SessionUser, page: 'home' | 'functions', answers = {}) {
  const test = createTestShell(user, answers);
  await act(async () => {
    render(renderWithShell(test.shell, page === 'home' ? <HomePage /> : <FunctionsPage />));
  });
  return test;
}

function cardTitles() {
  return within(screen.getByRole('list', { name: 'Funções' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('home (spec 1 section 2.5)', () => {
  it('shows admins the fixed cards plus the firm staff extras, without asking the API', async () => {
    const { requests } = await renderPage(ADMIN_STAFF, 'home');
    expect(cardTitles()).toEqual([
      'Avaliação de Novos Projetos',
      'Avaliação de Terceiros',
      'ROPA',
      'Avaliação de Legítimo Interesse',
      'Checklist de site e app',
      'DPIA',
      'Notificação de incidente de segurança',
      'Avaliações',
      'Simulador de multas',
      'Multas Simuladas',
      'Controle Orçamentário',
      'Dashboards',
      'Gerenciar Preço por Cliente',
      'Clientes',
      'Calendário',
      'Solicitações',
      'Solicitações Arquivadas',
      'Relatório de SLA',
      'Documentos',
      'Contratos',
      'Consultas',
      'Gerenciamento de Usuários',
      'Gerenciamento de Advogados',
      'Solicitações de titulares',
    ]);
    expect(requests).toEqual([]);
  });

  it('gives an admin who is not firm staff the fixed cards only', async () => {
    await renderPage({ ...ADMIN_STAFF, employeeDanielLaw: 2 }, 'home');
    expect(cardTitles()).not.toContain('Documentos');
    expect(cardTitles()).not.toContain('Gerenciamento de Advogados');
    expect(cardTitles()).toContain('Solicitações Arquivadas');
  });

  it("shows a client the cards of its client's contracted functions, plus the simulator", async () => {
    const { requests } = await renderPage(CLIENT_USER, 'home', {
      '/client/1001/functions': {
        clientId: 1001,
        functions: [
          'projectEvaluation',
          'ropa',
          'budgetControl',
          'documentsContractsConsultations',
        ],
      },
    });
    expect(requests).toEqual(['GET /client/1001/functions']);
    expect(cardTitles()).toEqual([
      'Avaliação de Novos Projetos',
      'ROPA',
      'Avaliações',
      'Controle Orçamentário',
      'Documentos',
      'Contratos',
      'Consultas',
      'Simulador de multas',
    ]);
  });

  it('opens the assessments list from its card (finding B1)', async () => {
    const { navigate } = await renderPage(CLIENT_USER, 'home', {
      '/client/1001/functions': { clientId: 1001, functions: ['ropa'] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Avaliações' }));
    expect(navigate).toHaveBeenCalledWith('/myAvaliations');
  });

  it("opens the RIPD from the card 'DPIA' (issue 32)", async () => {
    const { navigate, toast } = await renderPage(ADMIN_STAFF, 'home');
    await userEvent.click(screen.getByRole('button', { name: 'DPIA' }));
    expect(navigate).toHaveBeenCalledWith('/ripd');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it.each([
    ['Notificação de incidente de segurança', 'home'],
    ['Gravidade de incidentes (ENISA)', 'functions'],
  ] as const)(
    "opens the incident register from the card '%s' on %s (issue 32)",
    async (title, where) => {
      const { navigate, toast } = await renderPage(ADMIN_STAFF, where);
      await userEvent.click(screen.getByRole('button', { name: title }));
      expect(navigate).toHaveBeenCalledWith('/incidente-seguranca');
      expect(toast.info).not.toHaveBeenCalled();
    },
  );

  it("closes the assessments card when the user holds none of the contracted kinds' authority", async () => {
    const { toast, navigate } = await renderPage(CLIENT_USER, 'home', {
      '/client/1001/functions': { clientId: 1001, functions: ['tpa'] },
    });
    const card = screen.getByRole('button', { name: 'Avaliações' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(card);
    expect(toast.warn).toHaveBeenCalledWith(NO_ACCESS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens an enabled card and remembers where budget control returns to', async () => {
    const { navigate, shell } = await renderPage(ADMIN_STAFF, 'home');
    await userEvent.click(screen.getByRole('button', { name: 'Controle Orçamentário' }));
    expect(navigate).toHaveBeenCalledWith('/budgetControl');
    expect(shell.session.getItem('goBack')).toBe('/home');
  });

  it('asks an admin for the client before the Documentos list opens (no bounce to /home)', async () => {
    const { navigate, shell } = await renderPage(ADMIN_STAFF, 'home', {
      '/client/all': [
        { id: 1001, name: 'Acme Indústria Ltda', enableHoursBank: true },
        { id: 1002, name: 'Beta Serviços S.A.', enableHoursBank: false },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Documentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Documentos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    const picker = await within(dialog).findByRole('combobox', { name: /Cliente/ });
    await within(dialog).findByRole('option', { name: 'Beta Serviços S.A.' });
    await userEvent.selectOptions(picker, 'Beta Serviços S.A.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir' }));

    expect(shell.session.getSelectedClient()).toBe(1002);
    expect(navigate).toHaveBeenCalledWith('/clientDemands?modalidade=9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Documentos', 9],
    ['Contratos', 12],
    ['Consultas', 2],
  ])(
    "opens %s for a client with the list's own Modalidade filter (%i), shown in its select",
    async (title, serviceType) => {
      const { navigate } = await renderPage(CLIENT_USER, 'home', {
        '/client/1001/functions': {
          clientId: 1001,
          functions: ['documentsContractsConsultations'],
        },
      });
      await userEvent.click(screen.getByRole('button', { name: title }));
      expect(navigate).toHaveBeenCalledWith(`/clientDemands?modalidade=${serviceType}`);
    },
  );

  it('opens the quick actions popup on demand and goes where an allowed action leads', async () => {
    const { navigate } = await renderPage(ADMIN_STAFF, 'home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ações rápidas' }));
    const dialog = await screen.findByRole('dialog', { name: 'O que você deseja fazer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Novo usuário' }));
    expect(navigate).toHaveBeenCalledWith('/users/new');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers in the quick actions popup only what the user may do (platform m11)', async () => {
    const { navigate } = await renderPage(CLIENT_USER, 'home', {
      '/client/1001/functions': { clientId: 1001, functions: [] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ações rápidas' }));
    const dialog = await screen.findByRole('dialog', { name: 'O que você deseja fazer?' });
    const offered = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text !== '×');
    // It holds the new-project and document-review policies, not TPA's nor the users'.
    expect(offered).toEqual(['Novo projeto', 'Enviar documento para análise jurídica']);
    expect(within(dialog).queryByRole('button', { name: 'Novo usuário' })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('warns on a card the client may not use and does not navigate', async () => {
    const { toast, navigate } = await renderPage(CLIENT_USER, 'home', {
      '/client/1001/functions': { clientId: 1001, functions: ['budgetControl'] },
    });
    const card = screen.getByRole('button', { name: 'Controle Orçamentário' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(card);
    expect(toast.warn).toHaveBeenCalledWith(NO_ACCESS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows only the simulator when the functions cannot be loaded (logged silently)', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { toast } = await renderPage(CLIENT_USER, 'home');
    expect(cardTitles()).toEqual(['Simulador de multas']);
    expect(toast.error).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('goes where an offered popup option leads', async () => {
    const { navigate } = await renderPage(CLIENT_USER, 'home', {
      '/client/1001/functions': { clientId: 1001, functions: [] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ações rápidas' }));
    const dialog = await screen.findByRole('dialog', { name: 'O que você deseja fazer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Novo projeto' }));
    expect(navigate).toHaveBeenCalledWith('/evaluation/project');
  });
});

describe('functions (/functions)', () => {
  it('shows the four sections', async () => {
    await renderPage(CLIENT_USER, 'functions');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Avaliações e Recursos',
      'Documentos e Consultas',
      'Usuários',
      'Gestão de Atividades',
    ]);
  });

  it.each([
    'Checklist ISO 27001',
    'Práticas de segurança da informação',
    'Conformidade de site/app',
  ])('answers the not-yet-available %s with the info message', async (title) => {
    const { toast, navigate } = await renderPage(ADMIN_STAFF, 'functions');
    await userEvent.click(screen.getByRole('button', { name: title }));
    expect(toast.info).toHaveBeenCalledWith(UNAVAILABLE);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes on /functions what the client has not contracted, as home leaves it out', async () => {
    const { toast, navigate } = await renderPage(CLIENT_USER, 'functions', {
      '/client/1001/functions': { clientId: 1001, functions: ['projectEvaluation'] },
    });
    expect(screen.getByRole('button', { name: 'Avaliação de Novos Projetos' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const ropa = screen.getByRole('button', { name: 'ROPA' });
    expect(ropa).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(ropa);
    expect(toast.warn).toHaveBeenCalledWith(NO_ACCESS);
    expect(navigate).not.toHaveBeenCalled();
    // The simulator is never contracted: always open.
    expect(screen.getByRole('button', { name: 'Simulador de multas' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('warns a client on an admin-only function', async () => {
    const { toast } = await renderPage(CLIENT_USER, 'functions');
    await userEvent.click(screen.getByRole('button', { name: 'Gerenciamento de Advogados' }));
    expect(toast.warn).toHaveBeenCalledWith(NO_ACCESS);
  });
});
