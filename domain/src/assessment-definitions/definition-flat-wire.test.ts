import { mergeDefinitionAnswers } from './definition-answers';
import { definitionProblems } from './definition-validator';
import {
  answersFromFlat,
  answersToFlat,
  flatAfterSave,
  flatQuestionSteps,
  flatWireFields,
} from './definition-flat-wire';
import { NEW_PROJECT } from './new-project';
import { ROPA } from './ropa';

describe("the spec's flat wire of a definition kind (the new project)", () => {
  it('holds together as a definition', () => {
    expect(definitionProblems(NEW_PROJECT)).toEqual([]);
  });

  it('reads yes/no, texts and comma lists as typed answers, the exclusive options alone', () => {
    expect(
      answersFromFlat(NEW_PROJECT, {
        name: 'Portal',
        responsable: 'Maria',
        processingOfPersonalData: 'yes',
        sensitivePersonalDataSources: 'Nao,Dado referente à saúde,Desconhecida',
        legalBaseDataSources: '',
        legalBase: 'Sim',
      }),
    ).toEqual({
      answers: {
        responsable: 'Maria',
        processingOfPersonalData: 'yes',
        sensitivePersonalDataSources: ['Dado referente à saúde'],
        legalBaseDataSources: null,
      },
      invalid: [],
    });
    expect(answersFromFlat(NEW_PROJECT, { automatedDecision: 'talvez' }).invalid).toEqual([
      'automatedDecision',
    ]);
  });

  it("writes every answer back flat with the derived ones, 'Não' standing for no category", () => {
    const check = mergeDefinitionAnswers(NEW_PROJECT, {}, { processingOfPersonalData: 'yes' });
    expect(check).toEqual({
      ok: true,
      answers: { processingOfPersonalData: 'yes', sensitivePersonalDataSources: ['Nao'] },
    });
    const flat = answersToFlat(NEW_PROJECT, check.ok ? check.answers : {});
    expect(Object.keys(flat)).toEqual(flatWireFields(NEW_PROJECT));
    expect(flat).toMatchObject({
      processingOfPersonalData: 'yes',
      sensitivePersonalDataSources: 'Nao',
      processingOfSensitivePersonalData: 'o projeto não envolve dados pessoais sensíveis',
      legalBaseDataSources: null,
      legalBase: null,
      responsable: null,
    });
  });

  it('reads a record stored before the kind was a definition as it was', () => {
    // Written by the coded kind (applyNewProjectChoices): lists comma-joined, derived answers in.
    const stored = {
      projectDescribe: 'Portal do cliente',
      processingOfPersonalData: 'yes',
      sensitivePersonalDataSources: 'Dado referente à saúde,Dado genético ou biométrico',
      processingOfSensitivePersonalData: 'o projeto envolve dados pessoais sensíveis',
      legalBaseDataSources: 'Art. 7 V - Execução de contrato,Art. 11 II f - Tutela da saúde',
      legalBase: 'Sim',
      appropriateInformationSecurityMeasuresInformation: null,
    };
    const flat = answersToFlat(NEW_PROJECT, answersFromFlat(NEW_PROJECT, stored).answers);
    expect(Object.fromEntries(Object.entries(flat).filter(([, v]) => v !== null))).toEqual(
      Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== null)),
    );
  });

  it('gives the step descriptions the dossier prints, the identification first', () => {
    expect(flatQuestionSteps(NEW_PROJECT)[0]!.questions.map((q) => q.field)).toEqual([
      'name',
      'projectDescribe',
      'responsable',
      'processingOfPersonalData',
    ]);
  });
});

describe("the ROPA's flat wire", () => {
  it('holds together as a definition', () => {
    expect(definitionProblems(ROPA)).toEqual([]);
  });

  it('keeps each answer as sent, an empty one as an empty text, a list as its choices allow', () => {
    const stored = { area: 'RH', shareWith: '', sensitiveCategories: 'Nenhum' };
    const sent = {
      name: 'Folha',
      description: '  Salários  ',
      shareWith: '',
      baseLegal: '',
      sensitiveCategories: 'Nenhum,Dado referente à saúde',
    };
    const read = answersFromFlat(ROPA, sent);
    expect(read.invalid).toEqual([]);
    const check = mergeDefinitionAnswers(ROPA, answersFromFlat(ROPA, stored).answers, read.answers);
    if (!check.ok) throw new Error(check.problems.join(' '));
    expect(flatAfterSave(ROPA, stored, sent, check.answers)).toMatchObject({
      area: 'RH',
      description: '  Salários  ',
      shareWith: '',
      baseLegal: '',
      sensitiveCategories: 'Dado referente à saúde',
      purpose: null,
    });
  });

  it('empties an answer the merge dropped (its question no longer asked)', () => {
    const stored = { processingOfPersonalData: 'yes', responsable: 'Ana' };
    const flat = flatAfterSave(NEW_PROJECT, stored, {}, { processingOfPersonalData: 'yes' });
    expect(flat).toMatchObject({ processingOfPersonalData: 'yes', responsable: null });
  });
});
