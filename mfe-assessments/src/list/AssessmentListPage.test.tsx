import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { AUTHORITIES } from '@dpohub/domain';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

/** A client administrator holding the ROPA authority too. */
const ROPA_ADMIN = {
  ...CLIENT_ADMIN,
  roles: [...CLIENT_ADMIN.roles, { authority: AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS }],
};
const CLIENTS = {
  'GET /client/all': {
    status: 200,
    data: [
      { id: 1001, name: 'Acme Indústria Ltda' },
      { id: 1002, name: 'Beta Serviços S.A.' },
    ],
  },
};

const LIST = 'GET /lei-geral-protecao-de-dados/minhas-avaliacoes';
const EXPORT = 'GET /lei-geral-protecao-de-dados/minhas-avaliacoes/export-excel';

const downloads: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:relatorio', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
beforeEach(() => {
  downloads.length = 0;
});
const page = (content: object[]) => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  number: 0,
  size: 10,
});

describe('assessments list', () => {
  it('asks for ROPA by default, ten per page, and shows the five columns', async () => {
    const fake = createFakeShell(
      routeResponder({
        [LIST]: {
          status: 200,
          data: page([
            {
              id: 3,
              formId: 5,
              name: 'x'.repeat(60),
              createdBy: 'Carla',
              client: 'Acme',
              completed: true,
            },
          ]),
        },
      }),
      ROPA_ADMIN,
    );
    await renderAssessments('/myAvaliations', fake);
    await screen.findByRole('cell', { name: 'Finalizado' });
    expect(requestsTo(fake.requests, LIST)[0]!.params).toEqual({
      size: '10',
      page: '0',
      formId: '5',
      pageable: 'true',
    });
    // Finding m3: cut at 50 characters with an ellipsis, the full name on hover.
    const cut = screen.getByText(`${'x'.repeat(50)}…`);
    expect(cut).toHaveAttribute('title', 'x'.repeat(60));
    expect(screen.getByRole('link', { name: `${'x'.repeat(50)}…` })).toHaveAttribute(
      'href',
      '/ropa/3',
    );
    expect(screen.getByRole('columnheader', { name: 'A quem pertence' })).toBeVisible();
    // Finding M8: a client administrator exports their own company's register.
    expect(screen.getByRole('button', { name: 'Relatório' })).toBeVisible();
  });

  it('opens on a kind the user may see and offers only those (finding m1)', async () => {
    const fake = createFakeShell(
      routeResponder({ [LIST]: { status: 200, data: page([]) } }),
      CLIENT_ADMIN,
    );
    await renderAssessments('/myAvaliations', fake);
    await waitFor(() => expect(requestsTo(fake.requests, LIST)).toHaveLength(1));
    expect(requestsTo(fake.requests, LIST)[0]!.params).toMatchObject({ formId: '1' });
    const kinds = screen.getByRole('combobox', { name: 'Avaliação' });
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Avaliação de Novos Projetos', 'Avaliação de Legítimo Interesse']);
    expect(fake.toasts).toEqual([]);
    // A kind refused to the user in the address falls back to one they may see.
    const again = createFakeShell(
      routeResponder({ [LIST]: { status: 200, data: page([]) } }),
      CLIENT_ADMIN,
    );
    await renderAssessments('/myAvaliations?formId=4', again);
    await waitFor(() => expect(requestsTo(again.requests, LIST)).toHaveLength(1));
    expect(requestsTo(again.requests, LIST)[0]!.params).toMatchObject({ formId: '1' });
  });

  it('filters by status, as the dashboard pies open it (finding B1)', async () => {
    const fake = createFakeShell(
      routeResponder({ [LIST]: { status: 200, data: page([]) } }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/myAvaliations?formId=2&status=DRAFT', fake);
    await waitFor(() => expect(requestsTo(fake.requests, LIST)).toHaveLength(1));
    expect(requestsTo(fake.requests, LIST)[0]!.params).toMatchObject({
      formId: '2',
      status: 'DRAFT',
    });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('DRAFT');
    await user.selectOptions(status, 'Finalizado');
    await waitFor(() =>
      expect(requestsTo(fake.requests, LIST).at(-1)!.params).toMatchObject({ status: 'DONE' }),
    );
    await user.selectOptions(status, 'Todos');
    await waitFor(() =>
      expect(requestsTo(fake.requests, LIST).at(-1)!.params?.status).toBeUndefined(),
    );
  });

  it("keeps the company's identification as agent from the ROPA list", async () => {
    const AGENT = 'GET /lei-geral-protecao-de-dados/agente-tratamento/1001';
    const SAVE = 'PUT /lei-geral-protecao-de-dados/agente-tratamento/1001';
    const fake = createFakeShell(
      routeResponder({
        [LIST]: { status: 200, data: page([]) },
        [AGENT]: {
          status: 200,
          data: {
            clientId: 1001,
            clientName: 'Acme Indústria Ltda',
            legalName: 'Acme Indústria Ltda',
            cnpj: '',
            address: '',
            email: '',
            phone: '',
            dpoName: '',
            dpoEmail: '',
            dpoPhone: '',
            dataSubjectChannel: '',
            editable: true,
          },
        },
        [SAVE]: { status: 200, data: {} },
      }),
      ROPA_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/myAvaliations', fake);
    await user.click(await screen.findByRole('button', { name: 'Dados do agente' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Agente de tratamento e encarregado',
    });
    await user.type(await within(dialog).findByLabelText('Encarregado (nome)'), 'Carla Mendes');
    await user.type(within(dialog).getByLabelText('CNPJ'), '12.345.678/0001-95');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requestsTo(fake.requests, SAVE)).toHaveLength(1));
    expect(JSON.parse(requestsTo(fake.requests, SAVE)[0]!.data as string)).toEqual({
      legalName: 'Acme Indústria Ltda',
      cnpj: '12.345.678/0001-95',
      address: '',
      email: '',
      phone: '',
      dpoName: 'Carla Mendes',
      dpoEmail: '',
      dpoPhone: '',
      dataSubjectChannel: '',
    });
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Dados salvos com sucesso' });
  });

  it('says how far a capped search was counted', async () => {
    const fake = createFakeShell(
      routeResponder({
        ...CLIENTS,
        [LIST]: {
          status: 200,
          data: {
            ...page([{ id: 4, formId: 5, name: 'Projeto', createdBy: 'Ana', completed: false }]),
            totalPages: 100,
            totalElements: 1000,
            totalCapped: true,
          },
        },
      }),
      FIRM_ADMIN,
    );
    await renderAssessments('/myAvaliations', fake);
    expect(await screen.findByText('mais de 1.000 resultados')).toBeVisible();
  });

  it('links TPA rows to the /TPA route and shows the admin periods and report for ROPA', async () => {
    const fake = createFakeShell(
      routeResponder({
        ...CLIENTS,
        [LIST]: (request) => ({
          status: 200,
          data: page([
            {
              id: 8,
              formId: Number(request.params?.formId),
              name: 'Contrato',
              createdBy: 'Ana',
              client: 'Beta',
              completed: false,
            },
          ]),
        }),
      }),
      FIRM_ADMIN,
    );
    await renderAssessments('/myAvaliations?formId=4&identificacao=contr', fake);
    expect(await screen.findByRole('link', { name: 'Contrato' })).toHaveAttribute('href', '/TPA/8');
    expect(screen.getByRole('cell', { name: 'Em andamento' })).toBeVisible();
    expect(requestsTo(fake.requests, LIST)[0]!.params).toMatchObject({
      formId: '4',
      identificacao: 'contr',
    });
    expect(screen.queryByRole('button', { name: 'Relatório' })).toBeNull();
  });

  it('warns when the list is refused', async () => {
    const fake = createFakeShell(routeResponder({ [LIST]: { status: 403 } }), CLIENT_ADMIN);
    await renderAssessments('/myAvaliations?formId=2', fake);
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'warn',
        message: 'Você não possui acesso a esta função.',
      }),
    );
  });

  it("downloads the ROPA register of the admin's period with 'Relatório', named by the server", async () => {
    const fake = createFakeShell(
      routeResponder({
        ...CLIENTS,
        [LIST]: { status: 200, data: page([]) },
        [EXPORT]: {
          status: 200,
          data: new Blob(['xlsx']),
          headers: {
            'content-disposition': 'attachment; filename="registro-operacoes-tratamento.xlsx"',
          },
        },
      }),
      FIRM_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/myAvaliations?periodoInicial=01/2026&periodoFinal=03/2026', fake);
    expect(screen.getByLabelText('Período inicial')).toHaveValue('01/2026');
    expect(screen.getByLabelText('Período final')).toHaveValue('03/2026');
    await user.click(screen.getByRole('button', { name: 'Relatório' }));
    await waitFor(() => expect(downloads).toEqual(['registro-operacoes-tratamento.xlsx']));
    const [call] = requestsTo(fake.requests, EXPORT);
    expect(call!.params).toEqual({
      size: '10',
      page: '0',
      formId: '5',
      pageable: 'true',
      periodoInicial: '01/2026',
      periodoFinal: '03/2026',
    });
    expect(fake.toasts).toEqual([]);
  });

  it("warns 'Não há avaliações para o período informado.' when the report answers 400 (finding m5)", async () => {
    const fake = createFakeShell(
      routeResponder({
        ...CLIENTS,
        [LIST]: { status: 200, data: page([]) },
        [EXPORT]: { status: 400, data: new Blob(['{}']) },
      }),
      FIRM_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/myAvaliations?formId=5', fake);
    await user.click(screen.getByRole('button', { name: 'Relatório' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'warn',
        message: 'Não há avaliações para o período informado.',
      }),
    );
    expect(downloads).toEqual([]);
  });
});

describe('the firm’s review in the list (issue 31)', () => {
  it('shows the review state beside the spec’s status and filters by it', async () => {
    const fake = createFakeShell(
      routeResponder({
        [LIST]: {
          status: 200,
          data: page([
            {
              id: 7,
              formId: 1,
              name: 'Portal do cliente',
              createdBy: 'Carla',
              client: 'Acme',
              completed: true,
              reviewState: 'APPROVED',
            },
            {
              id: 8,
              formId: 1,
              name: 'Câmeras',
              createdBy: 'Carla',
              client: 'Acme',
              completed: false,
              reviewState: 'RETURNED',
            },
          ]),
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/myAvaliations?formId=1', fake);
    const approved = await screen.findByRole('row', { name: /Portal do cliente/ });
    expect(within(approved).getByText('Finalizado')).toBeVisible();
    expect(within(approved).getByText('Aprovada')).toBeVisible();
    const returned = screen.getByRole('row', { name: /Câmeras/ });
    expect(within(returned).getByText('Em andamento')).toBeVisible();
    expect(within(returned).getByText('Devolvida com comentários')).toBeVisible();

    await user.selectOptions(
      screen.getByLabelText('Análise jurídica'),
      'Em análise pelo escritório',
    );
    await waitFor(() => expect(requestsTo(fake.requests, LIST)).toHaveLength(2));
    expect(requestsTo(fake.requests, LIST)[1]!.params).toMatchObject({
      formId: '1',
      analise: 'IN_REVIEW',
    });
  });
});
