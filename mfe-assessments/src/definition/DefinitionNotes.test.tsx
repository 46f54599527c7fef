import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, renderAssessments } from '../test/render-assessments';

// A definition's notes (the ALI's, spec 3 section 3): anyone writes them, under their questions
// and at the end of their steps, always open; the other questions carry none.
const ALI = '/lei-geral-protecao-de-dados/avaliacao-legitimo-interesse';

describe("a definition's notes", () => {
  it('draws the step note and the notes of the listed questions, with what was written', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${ALI}/6`]: {
          status: 200,
          data: {
            id: 6,
            completed: false,
            status: 'DRAFT',
            clientId: 1001,
            client: { id: 1001, name: 'Acme Indústria Ltda' },
            name: 'Ofertas no jogo',
            activityDataSources: 'no',
            jsonCustomObs: JSON.stringify({
              processingOfRelevantConceptsAndActivity: 'Clientes ativos apenas',
              activityDataSources: 'Sem dados de saúde',
            }),
          },
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/ali/6', fake);
    const first = await screen.findByRole('region', { name: /Conceitos relevantes/ });
    expect(await within(first).findByLabelText('Anotações da etapa')).toHaveValue(
      'Clientes ativos apenas',
    );
    await user.click(screen.getByRole('button', { name: /Dados sensíveis/ }));
    const second = screen.getByRole('region', { name: /Dados sensíveis/ });
    const notes = within(second).getAllByLabelText('Anotações da etapa');
    // Under the sensitive data only: the children's question has no note of its own.
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveValue('Sem dados de saúde');
    expect(notes[0]).toBeEnabled();
    // 'no' stands for no category: none is ticked.
    expect(within(second).getByLabelText('Opinião política')).not.toBeChecked();
  });
});
