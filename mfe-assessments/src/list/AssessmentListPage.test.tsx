import { screen, waitFor } from '@testing-library/react';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const LIST = 'GET /lei-geral-protecao-de-dados/minhas-avaliacoes';
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
      size: 10,
      page: 0,
      formId: 5,
      pageable: true,
    });
    expect(screen.getByText('x'.repeat(50))).toBeVisible();
    expect(screen.getByRole('link', { name: 'x'.repeat(50) })).toHaveAttribute('href', '/ropa/3');
    expect(screen.queryByRole('button', { name: 'Relatório' })).toBeNull();
  });

  it('links TPA rows to the /TPA route and shows the admin periods and report for ROPA', async () => {
    const fake = createFakeShell(
      routeResponder({
        [LIST]: (request) => ({
          status: 200,
          data: page([
            {
              id: 8,
              formId: request.params?.formId,
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
      formId: 4,
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
});
