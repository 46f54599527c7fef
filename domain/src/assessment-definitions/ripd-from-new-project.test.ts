import { mergeDefinitionAnswers } from './definition-answers';
import { RIPD } from './ripd';
import { ripdFromNewProject } from './ripd-from-new-project';

describe('a RIPD started from a high-risk new project', () => {
  it('carries what maps exactly, and the art. 4 criteria the project met', () => {
    const started = ripdFromNewProject({
      name: 'Telemedicina',
      projectDescribe: 'Consultas por vídeo com prontuário.',
      responsable: 'Ana',
      sensitivePersonalDataSources: 'Dado referente à saúde,Dado genético ou biométrico',
      childrenOrAdolescentsData: 'no',
      focusProcessingPersonalDataOfVulnerable: 'yes',
      legalBaseDataSources: 'Art. 7 V - Execução de contrato,Art. 11 II f - Tutela da saúde',
      largeScaleProcessingOfPersonalData: 'yes',
      innovativeTechnology: 'yes',
      automatedDecision: 'no',
      monitoringTndividuals: 'no',
      involvesDataProcessingByThirdParties: 'yes',
      sendingDataAbroad: 'no',
      preventIndividualFromExercisingAnyRight: 'no',
      impactHealthOrSafetyOfIndividuals: 'yes',
      appropriateInformationSecurityMeasuresInformation: 'Criptografia ponta a ponta.',
    });
    expect(started).toEqual({
      name: 'Telemedicina',
      answers: {
        nature: 'Consultas por vídeo com prontuário.',
        dataTypes: ['health', 'biometric'],
        sensitiveData: 'yes',
        largeScale: 'yes',
        legalBasis: ['contract'],
        sensitiveLegalBasis: ['healthProtection'],
        processors: 'yes',
        internationalTransfer: 'no',
        highRiskCriteria: [
          'largeScale',
          'significantEffect',
          'emergingTechnology',
          'sensitiveOrVulnerable',
        ],
        securityMeasures: 'Criptografia ponta a ponta.',
      },
    });
    // The RIPD takes them as they are.
    expect(mergeDefinitionAnswers(RIPD, {}, started.answers)).toEqual({
      ok: true,
      answers: expect.objectContaining({ highRiskCriteria: started.answers.highRiskCriteria }),
    });
  });

  it('leaves out what the project did not answer', () => {
    expect(ripdFromNewProject({ name: ' ' })).toEqual({ name: null, answers: {} });
  });
});
