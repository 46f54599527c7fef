import { ALI } from './ali';
import { definitionMissing, mergeDefinitionAnswers } from './definition-answers';
import { answersFromFlat, answersToFlat, flatWireFields } from './definition-flat-wire';
import { definitionProblems } from './definition-validator';

describe('the ALI as a definition, its calls in the flat shape', () => {
  it('holds together as a definition', () => {
    expect(definitionProblems(ALI)).toEqual([]);
  });

  it("keeps the spec's fields, the answers outside the steps and the derived text last", () => {
    expect(flatWireFields(ALI)).toEqual([
      'concreteSituation',
      'personalData',
      'activityDataSources',
      'childrenData',
      'childrenBestInterest',
      'childrenBestInterestReason',
      'activityConcrete',
      'activityLicit',
      'actitivyLessData',
      'actitivyPrivicyData',
      'actitivyKnowns',
      'actitivyHappens',
      'reportIsNeeded',
      'resultWasChanged',
      'reportIsNeededObs',
      'resultWasChangedObs',
      'resultWasChangedBy',
      'resultWasChangedAt',
      'activities',
    ]);
  });

  it("reads an empty sensitive selection as 'no', which fills the step, and writes the derived text", () => {
    const { answers, invalid } = answersFromFlat(ALI, {
      activityDataSources: '',
      childrenData: 'no',
    });
    expect(invalid).toEqual([]);
    expect(answers.activityDataSources).toEqual(['no']);
    expect(definitionMissing(ALI, answers)[2]).toEqual([]);
    expect(answersToFlat(ALI, answers)).toMatchObject({
      activityDataSources: 'no',
      activities: 'o projeto não trata dados pessoais sensíveis',
    });
    const chosen = answersFromFlat(ALI, { activityDataSources: 'no,opinião política,outro' });
    expect(chosen.answers.activityDataSources).toEqual(['opinião política']);
    expect(answersToFlat(ALI, chosen.answers).activities).toBe(
      'o projeto trata dados pessoais sensíveis',
    );
  });

  it("asks the best interest's demonstration only once it is said to prevail", () => {
    const base = { activityDataSources: ['no'], childrenData: 'yes' } as const;
    expect(definitionMissing(ALI, base)[2]).toEqual([
      'O melhor interesse das crianças ou dos adolescentes prevalece sobre o interesse do controlador, com salvaguardas demonstradas?',
    ]);
    expect(definitionMissing(ALI, { ...base, childrenBestInterest: 'no' })[2]).toEqual([]);
    expect(definitionMissing(ALI, { ...base, childrenBestInterest: 'yes' })[2]).toEqual([
      'Demonstre como o melhor interesse das crianças ou dos adolescentes prevalece',
    ]);
  });

  it('stamps who changed the result, and refuses a change without its justification', () => {
    const changed = mergeDefinitionAnswers(ALI, {}, { resultWasChanged: 'yes' });
    expect(changed.ok && ALI.custom!.validate!(changed.answers)).toBe(
      'Justifique a alteração do resultado.',
    );
    const next = { resultWasChanged: 'yes', resultWasChangedObs: 'Motivo' };
    expect(ALI.custom!.stamp!({}, next, 'Ana', '2026-11-27T03:00:00.000Z')).toMatchObject({
      ...next,
      resultWasChangedBy: 'Ana',
      resultWasChangedAt: '2026-11-27T03:00:00.000Z',
    });
  });
});
