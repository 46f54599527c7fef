import {
  DEFAULT_ATENUANTE_SELECTION,
  DEFAULT_INFRACTION_SELECTION,
  isAtenuanteAnswered,
  toggleAtenuante,
  toggleInfraction,
  toggleNenhuma,
} from './option-toggles';

const tickedInfractions = (state: Record<string, boolean>) =>
  Object.keys(state).filter((key) => state[key]);

describe('toggleInfraction', () => {
  it('starts with option 10 on', () => {
    expect(tickedInfractions(DEFAULT_INFRACTION_SELECTION)).toEqual(['infracao10']);
  });

  it('clears option 10 when one of 1-9 is ticked', () => {
    const state = toggleInfraction(DEFAULT_INFRACTION_SELECTION, 3);
    expect(tickedInfractions(state)).toEqual(['infracao3']);
  });

  it('keeps other options of 1-9 when another is ticked or unticked', () => {
    const both = toggleInfraction(toggleInfraction(DEFAULT_INFRACTION_SELECTION, 1), 9);
    expect(tickedInfractions(both)).toEqual(['infracao1', 'infracao9']);
    expect(tickedInfractions(toggleInfraction(both, 1))).toEqual(['infracao9']);
  });

  it('clears options 1-9 when option 10 is ticked', () => {
    const some = toggleInfraction(toggleInfraction(DEFAULT_INFRACTION_SELECTION, 2), 5);
    expect(tickedInfractions(toggleInfraction(some, 10))).toEqual(['infracao10']);
  });

  it('lets option 10 be unticked, leaving nothing ticked', () => {
    expect(tickedInfractions(toggleInfraction(DEFAULT_INFRACTION_SELECTION, 10))).toEqual([]);
  });

  it('does not change the state it is given', () => {
    toggleInfraction(DEFAULT_INFRACTION_SELECTION, 4);
    expect(tickedInfractions(DEFAULT_INFRACTION_SELECTION)).toEqual(['infracao10']);
  });
});

describe('toggleAtenuante and toggleNenhuma', () => {
  const ticked = (state: Record<string, boolean>) => Object.keys(state).filter((k) => state[k]);

  it('starts unanswered', () => {
    expect(ticked(DEFAULT_ATENUANTE_SELECTION)).toEqual([]);
    expect(isAtenuanteAnswered(DEFAULT_ATENUANTE_SELECTION)).toBe(false);
  });

  it('"Nenhuma" clears the seven factors', () => {
    const some = toggleAtenuante(toggleAtenuante(DEFAULT_ATENUANTE_SELECTION, 4), 7);
    const none = toggleNenhuma(some);
    expect(ticked(none)).toEqual(['nenhuma']);
    expect(isAtenuanteAnswered(none)).toBe(true);
  });

  it('ticking a factor clears "Nenhuma"', () => {
    const state = toggleAtenuante(toggleNenhuma(DEFAULT_ATENUANTE_SELECTION), 4);
    expect(ticked(state)).toEqual(['etapa3pergunta5campo4']);
    expect(isAtenuanteAnswered(state)).toBe(true);
  });

  it('unticking "Nenhuma" leaves the step unanswered', () => {
    const state = toggleNenhuma(toggleNenhuma(DEFAULT_ATENUANTE_SELECTION));
    expect(isAtenuanteAnswered(state)).toBe(false);
  });

  it.each([
    [1, 2, 'etapa3pergunta5campo2'],
    [2, 3, 'etapa3pergunta5campo3'],
    [3, 1, 'etapa3pergunta5campo1'],
    [5, 6, 'etapa3pergunta5campo6'],
    [6, 5, 'etapa3pergunta5campo5'],
  ] as const)('ticking %i then %i keeps only the last of the exclusive group', (a, b, kept) => {
    const state = toggleAtenuante(toggleAtenuante(DEFAULT_ATENUANTE_SELECTION, a), b);
    expect(ticked(state)).toEqual([kept]);
  });

  it('keeps factors of other groups', () => {
    let state = DEFAULT_ATENUANTE_SELECTION;
    for (const n of [1, 4, 5, 7] as const) state = toggleAtenuante(state, n);
    state = toggleAtenuante(state, 2);
    expect(ticked(state)).toEqual([
      'etapa3pergunta5campo2',
      'etapa3pergunta5campo4',
      'etapa3pergunta5campo5',
      'etapa3pergunta5campo7',
    ]);
  });

  it('unticking a factor leaves the rest alone', () => {
    const state = toggleAtenuante(toggleAtenuante(DEFAULT_ATENUANTE_SELECTION, 4), 4);
    expect(ticked(state)).toEqual([]);
  });
});
