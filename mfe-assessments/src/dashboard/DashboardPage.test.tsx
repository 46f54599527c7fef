import { screen, within } from '@testing-library/react';
import { createFakeShell, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, renderAssessments } from '../test/render-assessments';

const BASE = 'GET /lei-geral-protecao-de-dados';

describe('dashboard', () => {
  it('shows the counts, the empty state, the no-access state, and ignores Avaliação Jurídica', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`${BASE}/avaliacao-legitimo-interesse/pizzaChart`]: {
          status: 200,
          data: {
            series: [
              {
                data: [
                  { name: 'Finalizado', countTotal: 2 },
                  { name: 'Em andamento', countTotal: 1 },
                  { name: 'Avaliação Jurídica', countTotal: 9 },
                ],
              },
            ],
          },
        },
        [`${BASE}/questionario-novos-projetos/pizzaChart`]: {
          status: 200,
          data: {
            series: [
              {
                data: [
                  { name: 'Finalizado', countTotal: 0 },
                  { name: 'Em andamento', countTotal: 0 },
                ],
              },
            ],
          },
        },
        [`${BASE}/registro-das-operacoes/pizzaChart`]: {
          status: 200,
          data: { series: [{ data: [] }] },
        },
        [`${BASE}/assessment-terceiros/pizzaChart`]: { status: 403 },
      }),
      CLIENT_ADMIN,
    );
    await renderAssessments('/dashboard', fake);
    const ali = screen.getByRole('article', { name: 'Legítimo Interesse' });
    // Each card is a section right under the top bar's h1 (axe heading-order).
    expect(within(ali).getByRole('heading', { level: 2 })).toHaveTextContent('Legítimo Interesse');
    expect(await within(ali).findByText('Finalizado: 2')).toBeVisible();
    expect(within(ali).getByText('Em andamento: 1')).toBeVisible();
    expect(within(ali).queryByText(/Avaliação Jurídica/)).toBeNull();
    // Finding B1: each series opens the list of that kind and status.
    expect(within(ali).getByRole('link', { name: 'Finalizado: 2' })).toHaveAttribute(
      'href',
      '/myAvaliations?formId=2&status=DONE',
    );
    expect(within(ali).getByRole('link', { name: 'Em andamento: 1' })).toHaveAttribute(
      'href',
      '/myAvaliations?formId=2&status=DRAFT',
    );
    expect(within(ali).getByRole('link', { name: 'Legítimo Interesse' })).toHaveAttribute(
      'href',
      '/myAvaliations?formId=2',
    );
    expect(
      await within(screen.getByRole('article', { name: 'Novos Projetos' })).findByText(
        'Não há dados a retornar!',
      ),
    ).toBeVisible();
    expect(
      await within(screen.getByRole('article', { name: 'Registro das Operações' })).findByText(
        'Não há dados a retornar!',
      ),
    ).toBeVisible();
    const tpa = screen.getByRole('article', { name: 'Terceiros' });
    expect(await within(tpa).findByText('Você não possui acesso a este formulário.')).toBeVisible();
    expect(within(tpa).queryByRole('link')).toBeNull();
  });
});
