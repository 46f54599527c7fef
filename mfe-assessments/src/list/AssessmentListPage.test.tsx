import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

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
      CLIENT_ADMIN,
    );
    await renderAssessments('/myAvaliations', fake);
    await screen.findByText('Finalizado');
    expect(requestsTo(fake.requests, LIST)[0]!.params).toEqual({
      size: '10',
      page: '0',
      formId: '5',
      pageable: 'true',
    });
    expect(screen.getByText('x'.repeat(50))).toBeVisible();
    expect(screen.getByRole('link', { name: 'x'.repeat(50) })).toHaveAttribute('href', '/ropa/3');
    expect(screen.queryByRole('button', { name: 'Relatório' })).toBeNull();
  });

  it('says how far a capped search was counted', async () => {
    const fake = createFakeShell(
      routeResponder({
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
    expect(screen.getByText('Em andamento')).toBeVisible();
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

  it("warns 'Não há simulações para o período informado.' when the report answers 400", async () => {
    const fake = createFakeShell(
      routeResponder({
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
        message: 'Não há simulações para o período informado.',
      }),
    );
    expect(downloads).toEqual([]);
  });
});
