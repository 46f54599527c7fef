import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const ALI = '/lei-geral-protecao-de-dados/avaliacao-legitimo-interesse';

const RECORD = {
  id: 5,
  completed: true,
  status: 'DONE',
  clientId: 1002,
  client: { id: 1002, name: 'Beta' },
  name: 'Marketing direto',
  jsonCustomObs: '{}',
};
const REASON = {
  code: 'ALI_EXPECTATION',
  field: 'actitivyHappens',
  answer: 'no',
  text: 'O tratamento está fora da legítima expectativa do titular.',
  anchor: 'LGPD art. 10, II',
};
const result = (risk: object) => ({
  status: 200,
  data: {
    id: 5,
    completed: true,
    unfilledSteps: [],
    conclusion: { risk, note: 'A ANPD pode solicitar o relatório.' },
  },
});

describe('ALI: the firm changes the result', () => {
  it('lets an admin change a NÃO with a justification and shows the changed result', async () => {
    let override: object | null = null;
    const fake = createFakeShell(
      routeResponder({
        [`GET ${ALI}/5`]: { status: 200, data: RECORD },
        [`GET ${ALI}/completo/5`]: () =>
          override
            ? result({ message: 'SIM', reasons: [REASON], override })
            : result({ message: 'NÃO', reasons: [REASON] }),
        [`POST ${ALI}/tab/salvar`]: (request) => {
          const body = JSON.parse(request.data as string);
          override = { computed: 'NÃO', observation: body.resultWasChangedObs };
          return { status: 200, data: { id: 5 } };
        },
      }),
      FIRM_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/ali/5', fake);
    await user.click(await screen.findByRole('button', { name: /Resultado final/ }));
    const region = screen.getByRole('region', { name: /Resultado final/ });
    expect(await within(region).findByText(/^Não: Sua atividade/)).toBeVisible();
    const group = within(region).getByRole('group', {
      name: 'Ajuste do resultado pelo escritório',
    });
    await user.click(within(group).getByLabelText('Sim'));
    // No justification: nothing is sent.
    await user.click(within(group).getByRole('button', { name: 'Salvar ajuste' }));
    expect(fake.toasts).toContainEqual({
      kind: 'warn',
      message: 'Justifique a alteração do resultado.',
    });
    expect(requestsTo(fake.requests, `POST ${ALI}/tab/salvar`)).toHaveLength(0);

    await user.type(
      within(group).getByLabelText('Justificativa da alteração'),
      'Expectativa confirmada em pesquisa',
    );
    await user.click(within(group).getByRole('button', { name: 'Salvar ajuste' }));
    expect(await within(region).findByText(/^SIM: Sua atividade/)).toBeVisible();
    expect(
      within(region)
        .getByText(/Resultado ajustado pelo escritório/)
        .closest('p'),
    ).toHaveTextContent(
      'Resultado calculado pelas respostas: NÃO. Justificativa da alteração: Expectativa confirmada em pesquisa',
    );
    expect(
      JSON.parse(requestsTo(fake.requests, `POST ${ALI}/tab/salvar`)[0]!.data as string),
    ).toEqual({
      id: 5,
      clientId: 1002,
      resultWasChanged: 'yes',
      resultWasChangedObs: 'Expectativa confirmada em pesquisa',
    });
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Salvo com sucesso' });
  });

  it('shows a client user the changed result, without the controls', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${ALI}/5`]: { status: 200, data: { ...RECORD, clientId: 1001 } },
        [`GET ${ALI}/completo/5`]: result({
          message: 'SIM',
          reasons: [REASON],
          override: { computed: 'NÃO', observation: 'Revisado pelo escritório' },
        }),
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/ali/5', fake);
    await user.click(await screen.findByRole('button', { name: /Resultado final/ }));
    const region = screen.getByRole('region', { name: /Resultado final/ });
    expect(await within(region).findByText(/Resultado ajustado pelo escritório/)).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Salvar ajuste' })).toBeNull();
  });
});
