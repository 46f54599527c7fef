import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import type { FakeResponse, RecordedRequest } from '../test/fake-shell';
import { renderSimulator } from '../test/render-simulator';

const LEAD_SIMULATION = {
  id: 31,
  origem: 'LANDING_PAGE',
  createdByUserLP: true,
  createdAt: '2026-11-25T10:00:00',
  createdBy: 'Ana Souza',
  email: 'ana@empresa.com.br',
  empresa: 'Empresa X',
  client: null,
  valorSimulado: 10000,
  grauInfracao: 'MEDIA',
  calculo: {
    classLabel: 'Média',
    classReason: 'Nenhuma hipótese de infração grave se aplica.',
    valorSimulado: 10000,
    steps: [
      { title: 'Valor base', detail: 'Sem faturamento, o valor base vai de R$ 3.000,00 a ...' },
      { title: 'Valor simulado da multa', detail: 'A multa fica no mínimo: R$ 10.000,00.' },
    ],
  },
  documentos: [
    { id: 5, filename: 'evalplat-9.pdf', contentType: 'application/pdf', size: 27, createdAt: '' },
    { id: 6, filename: 'evalplat-10.pdf', contentType: 'application/pdf', size: 27, createdAt: '' },
  ],
  contato: {
    leadId: 7,
    infoEmail: true,
    consentimento: {
      texto: 'Li e concordo com os Termos de Uso e com o Aviso de Privacidade.',
      versao: 'termos-2023-05',
      em: '2026-11-25T09:59:00',
    },
    acompanhamento: { status: 'CONTATADO', por: 'Administrador', em: '2026-11-25T11:00:00' },
    descadastradoEm: null,
  },
};

function api(simulation: object | null) {
  return (request: RecordedRequest): FakeResponse => {
    if (request.url === '/simulacao_multa/31')
      return simulation ? { status: 200, data: simulation } : { status: 404 };
    if (request.url === '/simulacao_multa/download/31')
      return { status: 200, data: new Blob(['%PDF']) };
    return { status: 404 };
  };
}

describe("a simulation's page (platform M3)", () => {
  it('shows the simulation, its result step by step, its lead and every file, each downloaded by its own id', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(api(LEAD_SIMULATION));
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderSimulator('/simulatedFines/31', fake);

    expect(fake.setTitle).toHaveBeenCalledWith('Simulação nº 31');
    const facts = await screen.findByRole('region', { name: 'Dados da simulação' });
    expect(within(facts).getByText('Landing Page')).toBeVisible();
    expect(within(facts).getByText('25/11/2026 às 10:00')).toBeVisible();
    expect(within(facts).getByText('ana@empresa.com.br')).toBeVisible();
    expect(within(facts).getByText('R$ 10.000,00')).toBeVisible();
    expect(within(facts).getByText('A multa fica no mínimo: R$ 10.000,00.')).toBeVisible();

    const lead = screen.getByRole('region', { name: 'Contato' });
    expect(within(lead).getByText('Aceita e-mails')).toBeVisible();
    expect(within(lead).getByText('termos-2023-05, 25/11/2026 às 09:59')).toBeVisible();
    expect(
      within(lead).getByText('Contatado, por Administrador em 25/11/2026 às 11:00'),
    ).toBeVisible();

    const files = screen.getByRole('region', { name: 'Anexos' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['evalplat-9.pdf', 'evalplat-10.pdf']);
    await user.click(within(files).getByRole('button', { name: 'Baixar evalplat-10.pdf' }));
    await user.click(within(files).getByRole('button', { name: 'Baixar evalplat-9.pdf' }));
    expect(
      requestsTo(fake, '/simulacao_multa/download/31').map((request) => request.params),
    ).toEqual([{ documentId: '6' }, { documentId: '5' }]);
    expect(save).toHaveBeenCalledTimes(2);
    save.mockRestore();

    // Headings in order under the top bar's h1 (axe heading-order).
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual([
      'H2 Dados da simulação',
      'H3 Valor simulado da multa',
      'H4 Como chegamos a este valor',
      'H2 Contato',
      'H2 Anexos',
    ]);
    await user.click(screen.getByRole('button', { name: 'Voltar para Multas Simuladas' }));
    expect(fake.navigate).toHaveBeenCalledWith('/simulatedFines');
  });

  it('says so, with the way back, for a simulation that is missing or not the user’s', async () => {
    const fake = createFakeShell(api(null));
    await renderSimulator('/simulatedFines/31', fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Simulação não encontrada ou sem acesso.',
    );
    expect(screen.queryByRole('region', { name: 'Anexos' })).toBeNull();
  });
});
