import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { newProjectResults } from '@dpohub/domain';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const NP = '/lei-geral-protecao-de-dados/questionario-novos-projetos';
const RIPD = '/lei-geral-protecao-de-dados/ripd';

/** A high-risk project: large scale, health data, an innovative technology. */
const ANSWERS = {
  name: 'Telemedicina',
  projectDescribe: 'Consultas por vídeo.',
  responsable: 'Ana',
  processingOfPersonalData: 'yes',
  sensitivePersonalDataSources: 'Dado referente à saúde',
  childrenOrAdolescentsData: 'no',
  focusProcessingPersonalDataOfVulnerable: 'no',
  handlingCriminalRecords: 'no',
  legalBaseDataSources: 'Art. 7 V - Execução de contrato,Art. 11 II f - Tutela da saúde',
  projectPurposesAreClear: 'yes',
  projectWillBeUsedForOtherPurposes: 'no',
  creationOfProfilesOfIndividuals: 'no',
  combinesMultipleSourcesOfPersonalData: 'no',
  largeScaleProcessingOfPersonalData: 'yes',
  personalDataUsedAreMinimumNecessaryAchievePurposes: 'yes',
  personalDataCollectedForPurposesOfProject: 'yes',
  directlyFromTheIndividual: 'yes',
  sendingDataAbroad: 'no',
  innovativeTechnology: 'yes',
  automatedDecision: 'no',
  monitoringTndividuals: 'no',
  involvesDataProcessingByThirdParties: 'no',
  specificDemand: 'no',
  impactsIndividualsWhomDataReferKnown: 'yes',
  preventIndividualFromExercisingAnyRight: 'no',
  impactHealthOrSafetyOfIndividuals: 'no',
  appropriateInformationSecurityMeasures: 'yes',
  appropriateInformationSecurityMeasuresInformation: 'Criptografia.',
} as const;

function fakeFor(user: typeof FIRM_ADMIN) {
  return createFakeShell(
    routeResponder({
      [`GET ${NP}/7`]: {
        status: 200,
        data: {
          id: 7,
          completed: true,
          status: 'DONE',
          clientId: 1001,
          client: { id: 1001, name: 'Acme' },
          jsonCustomObs: '{}',
          ...ANSWERS,
        },
      },
      [`GET ${NP}/completo/7`]: {
        status: 200,
        data: { id: 7, completed: true, unfilledSteps: [], results: newProjectResults(ANSWERS) },
      },
      [`POST ${RIPD}/tab/salvar`]: { status: 200, data: { id: 90 } },
    }),
    user,
  );
}

describe("a high-risk project's result offers 'Iniciar RIPD'", () => {
  it('creates a RIPD for the same client from the answers and opens it', async () => {
    expect(newProjectResults(ANSWERS).risk.level).toBe('high');
    const fake = fakeFor(FIRM_ADMIN);
    await renderAssessments('/evaluation/project/7', fake);
    await userEvent.click(await screen.findByRole('button', { name: /Conclusões/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar RIPD' }));
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/ripd/90'));
    const [request] = requestsTo(fake.requests, `POST ${RIPD}/tab/salvar`);
    expect(JSON.parse(request!.data as string)).toEqual({
      id: null,
      clientId: 1001,
      name: 'Telemedicina',
      stepTitle: '1 - Descrição do tratamento',
      answers: {
        nature: 'Consultas por vídeo.',
        dataTypes: ['health'],
        sensitiveData: 'yes',
        largeScale: 'yes',
        legalBasis: ['contract'],
        sensitiveLegalBasis: ['healthProtection'],
        processors: 'no',
        internationalTransfer: 'no',
        highRiskCriteria: ['largeScale', 'emergingTechnology', 'sensitiveOrVulnerable'],
        securityMeasures: 'Criptografia.',
      },
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'RIPD criado com as respostas deste projeto.',
    });
  });

  it('is not offered to a user without the RIPD', async () => {
    await renderAssessments('/evaluation/project/7', fakeFor(CLIENT_ADMIN));
    await userEvent.click(await screen.findByRole('button', { name: /Conclusões/ }));
    expect(await screen.findByText(/Elabore o Relatório de Impacto/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Iniciar RIPD' })).toBeNull();
  });
});
