import { AGRAVANTE_NONE, AGRAVANTE_QUESTIONS } from './agravante-questions';
import { ATENUANTE_OPTIONS } from './atenuante-options';
import { DAMAGE_DEGREES } from './damage-degrees';
import { INFRACTION_OPTIONS } from './infraction-options';

describe('simulator option data', () => {
  it('has ten infraction options on the wire fields, the tenth being none', () => {
    expect(INFRACTION_OPTIONS.map((option) => option.field)).toEqual(
      Array.from({ length: 10 }, (_, i) => `infracao${i + 1}`),
    );
    expect(INFRACTION_OPTIONS[9]?.label).toBe('Nenhuma das anteriores');
  });

  it('describes the damage degrees 0 to 3', () => {
    expect(DAMAGE_DEGREES.map((degree) => degree.value)).toEqual([0, 1, 2, 3]);
    expect(DAMAGE_DEGREES.every((degree) => degree.description.length > 20)).toBe(true);
  });

  it.each([
    ['etapa3pergunta1', 40, [0, 10, 20, 30, 40, 40]],
    ['etapa3pergunta2', 20, [0, 5, 10, 15, 20, 20]],
    ['etapa3pergunta3', 80, [0, 20, 40, 60, 80, 80]],
    ['etapa3pergunta4', 90, [0, 30, 60, 90, 90]],
  ])('%s grows in steps up to its %i%% cap (spec 4 section 9)', (field, cap, percents) => {
    const question = AGRAVANTE_QUESTIONS.find((candidate) => candidate.field === field);
    expect(question?.capPercent).toBe(cap);
    expect(question?.options.map((option) => option.percent)).toEqual(percents);
    expect(question?.options[0]?.label).toBe(AGRAVANTE_NONE);
    for (const option of question?.options.slice(1) ?? []) {
      expect(option.label).toMatch(new RegExp(`\\(${option.percent}%\\)$`));
    }
  });

  it('lists the seven atenuantes with their percentages in the labels', () => {
    expect(ATENUANTE_OPTIONS.map((option) => [option.field, option.percent])).toEqual([
      ['etapa3pergunta5campo1', 75],
      ['etapa3pergunta5campo2', 50],
      ['etapa3pergunta5campo3', 30],
      ['etapa3pergunta5campo4', 20],
      ['etapa3pergunta5campo5', 20],
      ['etapa3pergunta5campo6', 10],
      ['etapa3pergunta5campo7', 5],
    ]);
    for (const option of ATENUANTE_OPTIONS) {
      expect(option.label.endsWith(`(${option.percent}%)`)).toBe(true);
    }
  });
});
