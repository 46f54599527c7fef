import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, renderAssessments } from '../test/render-assessments';

const ALI = '/lei-geral-protecao-de-dados/avaliacao-legitimo-interesse';

const RECORD = {
  id: 6,
  completed: false,
  status: 'DRAFT',
  clientId: 1001,
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  name: 'Ofertas no jogo',
  activityDataSources: 'no',
  childrenData: '',
  jsonCustomObs: '{}',
};

describe('ALI with children or adolescents (finding M5)', () => {
  it('asks for the best interest and its demonstration only when children or adolescents are involved', async () => {
    const fake = createFakeShell(
      routeResponder({ [`GET ${ALI}/6`]: { status: 200, data: RECORD } }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/ali/6', fake);
    await user.click(await screen.findByRole('button', { name: /Dados sensíveis/ }));
    const step = screen.getByRole('region', { name: /Dados sensíveis/ });
    const bestInterest = /O melhor interesse das crianças ou dos adolescentes prevalece/;
    expect(within(step).queryByRole('group', { name: bestInterest })).toBeNull();
    const children = within(step).getByRole('group', {
      name: /A atividade trata dados pessoais de crianças ou de adolescentes\?/,
    });
    await user.click(within(children).getByLabelText('Sim'));
    expect(within(step).getByRole('group', { name: bestInterest })).toBeVisible();
    expect(
      within(step).getByLabelText(
        'Demonstre como o melhor interesse das crianças ou dos adolescentes prevalece',
      ),
    ).toBeVisible();
  });

  it('shows the reason of a NÃO, and who changed a result and when, with the dossier once concluded', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${ALI}/6`]: { status: 200, data: { ...RECORD, completed: true, status: 'DONE' } },
        [`GET ${ALI}/completo/6`]: {
          status: 200,
          data: {
            id: 6,
            completed: true,
            unfilledSteps: [],
            conclusion: {
              note: 'A ANPD pode solicitar o relatório.',
              risk: {
                message: 'SIM',
                reasons: [
                  {
                    code: 'ALI_CHILDREN',
                    field: 'childrenBestInterest',
                    answer: 'no',
                    text: 'Dados de crianças ou de adolescentes: o legítimo interesse só os ampara quando o melhor interesse deles prevalece, e isso não foi demonstrado.',
                    anchor: 'LGPD art. 14; Enunciado CD/ANPD nº 1/2023',
                  },
                ],
                considerations: [],
                override: {
                  computed: 'NÃO',
                  observation: 'Jogo educativo sem ofertas pagas',
                  by: 'Administrador DPOHUB',
                  at: '2026-11-25T17:10:00.000Z',
                },
              },
            },
          },
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/ali/6', fake);
    await user.click(await screen.findByRole('button', { name: /Resultado final/ }));
    const result = screen.getByRole('region', { name: /Resultado final/ });
    expect(await within(result).findByText(/o melhor interesse deles prevalece/)).toBeVisible();
    expect(result).toHaveTextContent(
      /Resultado ajustado pelo escritório\. Resultado calculado pelas respostas: NÃO\. Justificativa da alteração: Jogo educativo sem ofertas pagas \(Ajustado por Administrador DPOHUB em 25\/11\/2026 às \d{2}:10\)/,
    );
    // Finding M7: the dossier on the ALI result too.
    expect(within(result).getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();
  });
});
