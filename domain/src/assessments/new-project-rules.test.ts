import type { NewProjectAnswers } from '../types/assessment';
import { toggleExclusiveChoice } from './exclusive-choices';
import {
  LEGAL_BASIS_NONE,
  LEGAL_BASIS_NOT_APPLICABLE,
  NEW_PROJECT_STEPS,
} from './new-project-questions';
import {
  applyNewProjectChoices,
  newProjectContradictions,
  newProjectKeyRecommendations,
  newProjectRecommendations,
  newProjectResults,
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
  childrenOrAdolescentsData: 'no',
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
        'O legítimo interesse e as bases do art. 7º não amparam dados sensíveis: escolha uma hipótese do art. 11. (LGPD arts. 7º, IX, e 11)',
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

  it('NP10: no personal data, answered consistently, is low', () => {
    expect(
      risk({
        processingOfPersonalData: 'no',
        legalBaseDataSources: LEGAL_BASIS_NOT_APPLICABLE,
        innovativeTechnology: 'yes',
      }),
    ).toEqual({ message: 'RISCO BAIXO', level: 'low', reasons: [] });
    expect(
      newProjectRecommendations({
        ...benign,
        processingOfPersonalData: 'no',
        legalBaseDataSources: LEGAL_BASIS_NOT_APPLICABLE,
      }).legalBase.color,
    ).toBe('green');
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

describe('contradictory answers are flagged, never scored low (finding M2; LGPD art. 5º, I and II)', () => {
  /** NP-E of the findings (NP 36): 'no personal data' beside health data, large scale, profiling. */
  const npE = {
    processingOfPersonalData: 'no',
    sensitivePersonalDataSources: 'Dado referente à saúde',
    largeScaleProcessingOfPersonalData: 'yes',
    creationOfProfilesOfIndividuals: 'yes',
    impactHealthOrSafetyOfIndividuals: 'yes',
    legalBaseDataSources: LEGAL_BASIS_NOT_APPLICABLE,
  } as const;

  it('NP-E: RESPOSTAS INCONSISTENTES with each contradiction, and the other answers scored RISCO ALTO', () => {
    const result = risk(npE);
    expect(result.message).toBe('RESPOSTAS INCONSISTENTES');
    expect(result.level).toBe('review');
    expect(result.reasons.map((r) => r.code)).toEqual([
      'C_SENSITIVE',
      'C_LARGE_SCALE',
      'C_PROFILING',
    ]);
    expect(result.reasons[0]!.anchor).toBe('LGPD art. 5º, I e II');
    expect(result.reasons[2]!.anchor).toBe('LGPD art. 12, §2º');
    // Scored as processing personal data: large scale + health + profiling, and no basis (art. 7).
    expect(result.assessedAs).toMatchObject({ message: 'RISCO ALTO', level: 'high' });
    expect(result.assessedAs!.reasons.map((r) => r.code)).toEqual(['B1', 'G1', 'G2', 'E3', 'E4']);
  });

  it('NP-E never says the project may proceed: the key recommendations ask for review and a RIPD', () => {
    const results = newProjectResults({ ...benign, ...npE });
    expect(results.risk.message).not.toBe('RISCO BAIXO');
    expect(results.keyRecommendations.map((k) => k.code)).toEqual([
      'K_REVIEW',
      'K_RIPD',
      'K_ART20',
    ]);
    // The basis 'Não se aplica' is a risk once the answers show personal data: not green.
    expect(results.recomendations.legalBase.color).toBe('red');
    expect(results.recomendations.personalData.color).toBe('yellow');
  });

  it('one contradiction is enough: children, automated decisions, monitoring or criminal records', () => {
    for (const [field, code] of [
      ['childrenOrAdolescentsData', 'C_CHILDREN'],
      ['automatedDecision', 'C_AUTOMATED'],
      ['monitoringTndividuals', 'C_MONITORING'],
      ['handlingCriminalRecords', 'C_CRIMINAL'],
      ['focusProcessingPersonalDataOfVulnerable', 'C_VULNERABLE'],
    ] as const) {
      expect(
        newProjectContradictions({ ...benign, processingOfPersonalData: 'no', [field]: 'yes' }).map(
          (r) => r.code,
        ),
      ).toEqual([code]);
    }
  });

  it("'Sim' to personal data is never a contradiction, whatever else is marked", () => {
    expect(
      newProjectContradictions({ ...benign, largeScaleProcessingOfPersonalData: 'yes' }),
    ).toEqual([]);
  });

  it('a project without personal data whose only extra answer is innovative technology stays low', () => {
    // Technology alone does not imply personal data (LGPD art. 5º, I).
    expect(
      risk({
        processingOfPersonalData: 'no',
        legalBaseDataSources: LEGAL_BASIS_NOT_APPLICABLE,
        innovativeTechnology: 'yes',
      }).level,
    ).toBe('low');
  });
});

describe('children and adolescents (finding M5; LGPD art. 14, Res. CD/ANPD 2/2022 art. 4º, II, d)', () => {
  it('NP-H: a school app for 300 children on parental consent is RISCO MEDIO with the art. 14 recommendation', () => {
    const changes = {
      childrenOrAdolescentsData: 'yes',
      legalBaseDataSources: 'Art. 7 I - Consentimento',
    } as const;
    expect(risk(changes)).toMatchObject({ message: 'RISCO MEDIO', level: 'medium' });
    expect(codes(changes)).toEqual(['E4']);
    const keys = newProjectKeyRecommendations({ ...benign, ...changes });
    expect(keys.map((k) => k.code)).toEqual(['K_ART14']);
    expect(keys[0]!.anchor).toBe('LGPD art. 14, §§1º, 2º, 5º e 6º; Enunciado CD/ANPD nº 1/2023');
    expect(newProjectRecommendations({ ...benign, ...changes }).personalData).toMatchObject({
      color: 'yellow',
    });
    expect(newProjectRecommendations({ ...benign, ...changes }).personalData.message).toContain(
      '(LGPD art. 14, caput e §§4º e 6º)',
    );
  });

  it('children at large scale is RISCO ALTO (G1 + E4) and asks for a RIPD and the art. 14 safeguards', () => {
    const changes = {
      childrenOrAdolescentsData: 'yes',
      largeScaleProcessingOfPersonalData: 'yes',
    } as const;
    expect(risk(changes).message).toBe('RISCO ALTO');
    expect(newProjectKeyRecommendations({ ...benign, ...changes }).map((k) => k.code)).toEqual([
      'K_RIPD',
      'K_ART14',
    ]);
  });

  it('the children question is required in step 2', () => {
    expect(
      unfilledPositions(NEW_PROJECT_STEPS, { ...benign, childrenOrAdolescentsData: '' }),
    ).toEqual([2]);
  });
});

describe('high risk says what to do (finding M6; Res. CD/ANPD 2/2022 art. 4º, LGPD arts. 20 and 38)', () => {
  it('NP-F: automatic credit limits from a bureau score is RISCO ALTO with RIPD and art. 20, and no group hides the risk in green', () => {
    const npF = {
      largeScaleProcessingOfPersonalData: 'yes',
      creationOfProfilesOfIndividuals: 'yes',
      automatedDecision: 'yes',
      preventIndividualFromExercisingAnyRight: 'yes',
      directlyFromTheIndividual: 'no',
      legalBaseDataSources: 'Art. 7 X - Proteção do crédito,Art. 7 V - Execução de contrato',
    } as const;
    const results = newProjectResults({ ...benign, ...npF });
    expect(results.risk.message).toBe('RISCO ALTO');
    expect(results.keyRecommendations.map((k) => k.code)).toEqual(['K_RIPD', 'K_ART20']);
    expect(results.keyRecommendations[0]!.anchor).toContain('Resolução CD/ANPD 2/2022, art. 4º');
    expect(results.keyRecommendations[1]!.anchor).toBe('LGPD art. 20, caput e §1º');
    expect(results.recomendations.personalData.color).toBe('yellow');
    expect(results.recomendations.personalData.message).toContain('(LGPD art. 20)');
    expect(results.recomendations.personalData.message).toContain('(LGPD arts. 6º, VI, e 9º)');
  });

  it('NP-A: paediatric telemedicine with health data in the USA gets the RIPD, art. 14 and art. 11 §4 recommendations', () => {
    const npA = {
      sensitivePersonalDataSources: 'Dado referente à saúde,Dado genético ou biométrico',
      childrenOrAdolescentsData: 'yes',
      focusProcessingPersonalDataOfVulnerable: 'yes',
      largeScaleProcessingOfPersonalData: 'yes',
      innovativeTechnology: 'yes',
      monitoringTndividuals: 'yes',
      creationOfProfilesOfIndividuals: 'yes',
      sendingDataAbroad: 'yes',
      involvesDataProcessingByThirdParties: 'yes',
      legalBaseDataSources: 'Art. 7 V - Execução de contrato,Art. 11 II f - Tutela da saúde',
    } as const;
    const results = newProjectResults({ ...benign, ...npA });
    expect(results.risk.message).toBe('RISCO ALTO');
    expect(results.keyRecommendations.map((k) => k.code)).toEqual(['K_RIPD', 'K_ART20', 'K_ART14']);
    expect(results.recomendations.thirtyParties.message).toContain('(LGPD art. 11, §§4º e 5º)');
    expect(results.recomendations.abroad.color).toBe('yellow');
  });

  it('RISCO ALTO always brings the RIPD recommendation; RISCO MEDIO does not', () => {
    expect(
      newProjectKeyRecommendations({ ...benign, legalBaseDataSources: LEGAL_BASIS_NONE }).map(
        (k) => k.code,
      ),
    ).toEqual(['K_RIPD']);
    expect(
      newProjectKeyRecommendations({ ...benign, largeScaleProcessingOfPersonalData: 'yes' }),
    ).toEqual([]);
  });

  it('a group joins every recommendation that applies, each with its article, coloured by the worst', () => {
    const group = newProjectRecommendations({
      ...benign,
      personalDataUsedAreMinimumNecessaryAchievePurposes: 'no',
      handlingCriminalRecords: 'yes',
    }).personalData;
    expect(group.color).toBe('red');
    expect(group.message).toBe(
      'Limite a coleta ao mínimo necessário para as finalidades. (LGPD art. 6º, III) Antecedentes criminais: restrinja o acesso a quem precisa e confirme que há base legal específica para tratá-los. (LGPD arts. 6º, III, e 7º)',
    );
  });
});
