import type { NewProjectAnswers } from '../types/assessment';
import { toggleExclusiveChoice } from './exclusive-choices';
import {
  LEGAL_BASIS_NONE,
  LEGAL_BASIS_NOT_APPLICABLE,
  NEW_PROJECT_STEPS,
} from './new-project-questions';
import {
  applyNewProjectChoices,
  newProjectRecommendations,
  newProjectRisk,
} from './new-project-rules';
import { unfilledPositions } from './question-types';

/** All benign (research NP1): contract basis, minimum data, retention, security, no third party. */
const benign: Partial<NewProjectAnswers> & { name: string } = {
  name: 'Portal do cliente',
  projectDescribe: 'Portal de atendimento',
  responsable: 'Maria',
  processingOfPersonalData: 'yes',
  sensitivePersonalDataSources: 'Nao',
  focusProcessingPersonalDataOfVulnerable: 'no',
  handlingCriminalRecords: 'no',
  legalBaseDataSources: 'Art. 7 V - Execução de contrato',
  projectPurposesAreClear: 'yes',
  projectWillBeUsedForOtherPurposes: 'no',
  creationOfProfilesOfIndividuals: 'no',
  combinesMultipleSourcesOfPersonalData: 'no',
  largeScaleProcessingOfPersonalData: 'no',
  personalDataUsedAreMinimumNecessaryAchievePurposes: 'yes',
  personalDataCollectedForPurposesOfProject: 'yes',
  directlyFromTheIndividual: 'yes',
  sendingDataAbroad: 'no',
  innovativeTechnology: 'no',
  automatedDecision: 'no',
  monitoringTndividuals: 'no',
  involvesDataProcessingByThirdParties: 'no',
  specificDemand: 'no',
  impactsIndividualsWhomDataReferKnown: 'yes',
  preventIndividualFromExercisingAnyRight: 'no',
  impactHealthOrSafetyOfIndividuals: 'no',
  appropriateInformationSecurityMeasures: 'yes',
};

const risk = (changes: Partial<NewProjectAnswers>) => newProjectRisk({ ...benign, ...changes });
const codes = (changes: Partial<NewProjectAnswers>) => risk(changes).reasons.map((r) => r.code);

describe('exclusive choices (spec 3 section 4)', () => {
  it("'Não' of the sensitive categories stands alone and leaves when another is picked", () => {
    expect(toggleExclusiveChoice(['Nao'], 'Dado referente à saúde', ['Nao'])).toEqual([
      'Dado referente à saúde',
    ]);
    expect(toggleExclusiveChoice(['Dado referente à saúde'], 'Nao', ['Nao'])).toEqual(['Nao']);
    expect(toggleExclusiveChoice(['Nao'], 'Nao', ['Nao'])).toEqual([]);
  });

  it("'Nenhuma das anteriores' and 'Não se aplica' clear the bases, and a basis clears them", () => {
    const exclusive = [LEGAL_BASIS_NONE, LEGAL_BASIS_NOT_APPLICABLE];
    const basis = 'Art. 7 V - Execução de contrato';
    expect(toggleExclusiveChoice([basis], LEGAL_BASIS_NONE, exclusive)).toEqual([LEGAL_BASIS_NONE]);
    expect(
      toggleExclusiveChoice([LEGAL_BASIS_NONE], LEGAL_BASIS_NOT_APPLICABLE, exclusive),
    ).toEqual([LEGAL_BASIS_NOT_APPLICABLE]);
    expect(toggleExclusiveChoice([LEGAL_BASIS_NOT_APPLICABLE], basis, exclusive)).toEqual([basis]);
  });

  it('sets the sensitive-data text from the categories; empty or only Não means none', () => {
    expect(applyNewProjectChoices({ sensitivePersonalDataSources: '' })).toMatchObject({
      sensitivePersonalDataSources: 'Nao',
      processingOfSensitivePersonalData: 'o projeto não envolve dados pessoais sensíveis',
    });
    expect(
      applyNewProjectChoices({ sensitivePersonalDataSources: 'Nao,Dado referente à saúde' }),
    ).toMatchObject({
      sensitivePersonalDataSources: 'Dado referente à saúde',
      processingOfSensitivePersonalData: 'o projeto envolve dados pessoais sensíveis',
    });
  });

  it('sets legalBase to Sim for a real basis, Não for the exclusive answers, and drops unknown values', () => {
    expect(
      applyNewProjectChoices({ legalBaseDataSources: 'Art. 7 I - Consentimento' }).legalBase,
    ).toBe('Sim');
    expect(applyNewProjectChoices({ legalBaseDataSources: LEGAL_BASIS_NONE }).legalBase).toBe(
      'Não',
    );
    expect(
      applyNewProjectChoices({ legalBaseDataSources: LEGAL_BASIS_NOT_APPLICABLE }).legalBase,
    ).toBe('Não');
    expect(applyNewProjectChoices({ legalBaseDataSources: 'inventada' })).toMatchObject({
      legalBase: null,
      legalBaseDataSources: null,
    });
    expect(
      applyNewProjectChoices({
        legalBaseDataSources: `${LEGAL_BASIS_NONE},Art. 7 I - Consentimento`,
      }),
    ).toMatchObject({ legalBaseDataSources: 'Art. 7 I - Consentimento', legalBase: 'Sim' });
  });
});

describe('step completeness', () => {
  it('lists every question step of an empty questionnaire and none of a full one', () => {
    expect(unfilledPositions(NEW_PROJECT_STEPS, {})).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(unfilledPositions(NEW_PROJECT_STEPS, applyNewProjectChoices(benign))).toEqual([]);
  });

  it('keeps a step unfilled while one required answer is missing; the security detail is optional', () => {
    expect(unfilledPositions(NEW_PROJECT_STEPS, { ...benign, specificDemand: '' })).toEqual([5]);
    expect(unfilledPositions(NEW_PROJECT_STEPS, { ...benign, name: '  ' })).toEqual([1]);
    expect(
      unfilledPositions(NEW_PROJECT_STEPS, {
        ...benign,
        appropriateInformationSecurityMeasuresInformation: null,
      }),
    ).toEqual([]);
  });
});

describe('new-project risk (Res. CD/ANPD 2/2022 art. 4)', () => {
  it('NP1: all benign is low with every group green', () => {
    expect(risk({})).toEqual({ message: 'RISCO BAIXO', level: 'low', reasons: [] });
    const groups = newProjectRecommendations(benign);
    expect(Object.values(groups).map((g) => g.color)).toEqual(Array(6).fill('green'));
  });

  it('NP2: large scale and health data with an art. 11 basis is RISCO ALTO (G1 + E4)', () => {
    const changes = {
      largeScaleProcessingOfPersonalData: 'yes',
      sensitivePersonalDataSources: 'Dado referente à saúde',
      legalBaseDataSources: 'Art. 11 II f - Tutela da saúde',
    } as const;
    expect(risk(changes).message).toBe('RISCO ALTO');
    expect(codes(changes)).toEqual(['G1', 'E4']);
    expect(risk(changes).reasons[0]).toMatchObject({
      field: 'largeScaleProcessingOfPersonalData',
      answer: 'yes',
      anchor: 'Resolução CD/ANPD 2/2022, art. 4º, I, a e §1º',
    });
    expect(newProjectRecommendations({ ...benign, ...changes }).personalData.color).toBe('yellow');
  });

  it('NP3 and NP4: one specific or one general criterion alone is RISCO MEDIO', () => {
    expect(
      risk({
        sensitivePersonalDataSources: 'Dado referente à saúde',
        legalBaseDataSources: 'Art. 11 II f - Tutela da saúde',
      }),
    ).toMatchObject({ message: 'RISCO MEDIO', level: 'medium' });
    expect(codes({ largeScaleProcessingOfPersonalData: 'yes' })).toEqual(['G1']);
    expect(risk({ largeScaleProcessingOfPersonalData: 'yes' }).message).toBe('RISCO MEDIO');
  });

  it('NP5: preventing rights plus automated decisions is RISCO ALTO (G2 + E3)', () => {
    expect(
      codes({ preventIndividualFromExercisingAnyRight: 'yes', automatedDecision: 'yes' }),
    ).toEqual(['G2', 'E3']);
  });

  it('NP6: no legal basis is RISCO ALTO (B1) with legalBase red', () => {
    const changes = { legalBaseDataSources: LEGAL_BASIS_NONE };
    expect(risk(changes).message).toBe('RISCO ALTO');
    expect(codes(changes)).toEqual(['B1']);
    expect(newProjectRecommendations({ ...benign, ...changes }).legalBase.color).toBe('red');
  });

  it('NP7: sensitive data on legitimate interest only is RISCO ALTO (B2)', () => {
    const changes = {
      sensitivePersonalDataSources: 'Dado referente à saúde',
      legalBaseDataSources: 'Art. 7 IX - Interesse legítimo',
    };
    expect(codes(changes)).toEqual(['B2']);
    expect(newProjectRecommendations({ ...benign, ...changes }).legalBase).toEqual({
      color: 'red',
      message:
        'O legítimo interesse e as bases do art. 7º não amparam dados sensíveis: escolha uma hipótese do art. 11 da LGPD.',
    });
  });

  it('NP8: two secondary factors are RISCO MEDIO; one alone stays low', () => {
    expect(
      codes({ combinesMultipleSourcesOfPersonalData: 'yes', directlyFromTheIndividual: 'no' }),
    ).toEqual(['S1', 'S2']);
    expect(risk({ combinesMultipleSourcesOfPersonalData: 'yes' }).message).toBe('RISCO BAIXO');
  });

  it('NP9: sending abroad alone is low with abroad yellow', () => {
    expect(risk({ sendingDataAbroad: 'yes' }).message).toBe('RISCO BAIXO');
    expect(newProjectRecommendations({ ...benign, sendingDataAbroad: 'yes' }).abroad.color).toBe(
      'yellow',
    );
  });

  it('NP10: no personal data is low whatever else was answered', () => {
    expect(
      risk({
        processingOfPersonalData: 'no',
        largeScaleProcessingOfPersonalData: 'yes',
        innovativeTechnology: 'yes',
      }).level,
    ).toBe('low');
  });

  it('a principle gap alone is RISCO MEDIO and colours its group red', () => {
    for (const [field, group] of [
      ['personalDataUsedAreMinimumNecessaryAchievePurposes', 'personalData'],
      ['personalDataCollectedForPurposesOfProject', 'retentionData'],
      ['appropriateInformationSecurityMeasures', 'securityMeasure'],
    ] as const) {
      expect(risk({ [field]: 'no' }).message).toBe('RISCO MEDIO');
      expect(newProjectRecommendations({ ...benign, [field]: 'no' })[group].color).toBe('red');
    }
    expect(
      newProjectRecommendations({ ...benign, involvesDataProcessingByThirdParties: 'yes' })
        .thirtyParties.color,
    ).toBe('yellow');
  });
});
