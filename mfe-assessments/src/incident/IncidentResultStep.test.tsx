import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, routeResponder } from '@dpohub/shared-ui/testing';
import { businessCalendar, incidentResult, type DefinitionAnswers } from '@dpohub/domain';
import { FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const INCIDENT = '/lei-geral-protecao-de-dados/incidente-seguranca';

/** The domain's ransomware case (incident-result.test.ts), learned of on Wed 18/11/2026. */
const RANSOMWARE: DefinitionAnswers = {
  knownOn: '2026-11-18',
  smallAgent: 'no',
  dataCategories: ['simple', 'sensitive'],
  dpcAdjustment: '0',
  identification: 'maximum',
  confidentialityLoss: 'unknown',
  integrityLoss: 'none',
  availabilityLoss: 'temporary',
  maliciousIntent: 'yes',
  significantEffect: 'yes',
  riskCriteria: ['sensitive'],
  anpdCommunicated: 'yes',
  anpdCommunicatedOn: '2026-11-24',
  subjectsCommunicated: 'no',
};

async function openResult(answers: DefinitionAnswers, today: string) {
  // The API computes the result on its day and the firm's calendar; the screen shows it.
  const results = incidentResult(answers, { today, calendar: businessCalendar() });
  const fake = createFakeShell(
    routeResponder({
      [`GET ${INCIDENT}/41`]: {
        status: 200,
        data: {
          id: 41,
          formId: 8,
          completed: true,
          status: 'DONE',
          clientId: 1001,
          client: { id: 1001, name: 'Acme Indústria Ltda' },
          name: 'Ransomware na clínica',
          answers,
          jsonCustomObs: '{}',
          jsonCustomObsObj: {},
        },
      },
      [`GET ${INCIDENT}/tab/finish/position`]: { status: 200, data: true },
      [`GET ${INCIDENT}/completo/41`]: {
        status: 200,
        data: { id: 41, completed: true, unfilledSteps: [], results },
      },
    }),
    FIRM_ADMIN,
  );
  await renderAssessments('/incidente-seguranca/41', fake);
  expect(fake.setTitle).toHaveBeenCalledWith('Registro de incidentes de segurança');
  await userEvent.click(await screen.findByRole('button', { name: /Gravidade e comunicação/ }));
  return screen.findByText('Gravidade pela metodologia da ENISA');
}

const entry = (title: string) => screen.getByText(title).nextSibling as HTMLElement;

describe('incident register result: severity, relevant risk and the two clocks', () => {
  it('shows the ENISA severity, the verdict, the ANPD on time and the subjects overdue', async () => {
    await openResult(RANSOMWARE, '2026-11-25');
    expect(entry('Gravidade pela metodologia da ENISA')).toHaveTextContent(
      'Muito alta SE = DPC × EI + CB = 4 × 1 + 1,25 = 5,25',
    );
    expect(entry('Risco ou dano relevante (Res. CD/ANPD 15/2024, art. 5º)')).toHaveTextContent(
      /^O incidente pode acarretar risco ou dano relevante: comunique a ANPD e os titulares/,
    );
    expect(entry('Comunicação à ANPD')).toHaveTextContent(
      'Prazo: 24/11/2026 (3 dias úteis da ciência, no calendário do escritório). Comunicada no prazo.',
    );
    // Only the communication past its deadline is an alert.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ainda não comunicada e fora do prazo há 1 dia útil.',
    );
    expect(
      screen.getByText(
        'Registro mantido ao menos até 25/11/2031 (5 anos, Res. CD/ANPD 15/2024, art. 10).',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();
  });

  it('without relevant risk, the subjects need no communication and nothing is an alert', async () => {
    await openResult(
      { ...RANSOMWARE, significantEffect: 'no', anpdCommunicated: 'no' },
      '2026-11-19',
    );
    expect(entry('Comunicação aos titulares')).toHaveTextContent(
      'Não obrigatória pelas respostas.',
    );
    expect(entry('Comunicação à ANPD')).toHaveTextContent(
      'Ainda não comunicada: restam 2 dias úteis.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
