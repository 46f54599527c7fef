import { businessCalendar } from '../calendar';
import { definitionResult } from './definition-scoring';
import { definitionProblems } from './definition-validator';
import type { AssessmentDefinition } from './definition-types';
import { ASSESSMENT_DEFINITIONS } from './registry';
import { SITE_CHECKLIST } from './site-checklist';

const base: AssessmentDefinition = {
  ...SITE_CHECKLIST,
  stepTitles: ['Um', 'Dois'],
  steps: [
    {
      position: 1,
      title: 'Um',
      questions: [
        { code: 'a', type: 'yesNo', label: 'A?' },
        { code: 'b', type: 'text', label: 'B', shownWhen: { question: 'a', equals: 'yes' } },
      ],
    },
    {
      position: 2,
      title: 'Dois',
      questions: [
        {
          code: 'c',
          type: 'multi',
          label: 'C',
          options: [
            { value: 'x', label: 'X' },
            { value: 'n', label: 'N' },
          ],
          exclusive: ['n'],
        },
      ],
    },
  ],
  scoring: {
    bands: [
      { min: 0, label: 'Baixo', tone: 'danger' },
      { min: 50, label: 'Alto', tone: 'success' },
    ],
    sections: [
      {
        key: 's',
        title: 'S',
        items: [
          {
            id: 'i1',
            weight: 1,
            earnedWhen: { question: 'a', equals: 'yes' },
            fix: { text: 'Faça A.', article: 'LGPD art. 46' },
          },
          {
            id: 'i2',
            weight: 1,
            earnedWhen: { question: 'c', includes: 'x' },
            fix: { text: 'Faça C.', article: 'LGPD art. 9º' },
          },
        ],
      },
    ],
  },
};

describe('definition validator', () => {
  it.each(ASSESSMENT_DEFINITIONS.map((d) => [d.kind, d] as const))(
    'accepts the registered definition %s',
    (_kind, definition) => {
      expect(definitionProblems(definition)).toEqual([]);
    },
  );

  it('accepts a sound definition', () => {
    expect(definitionProblems(base)).toEqual([]);
  });

  const withSteps = (steps: AssessmentDefinition['steps']) => ({
    ...base,
    steps,
    stepTitles: steps.map((step) => step.title),
  });
  const [one, two] = base.steps as [
    AssessmentDefinition['steps'][0],
    AssessmentDefinition['steps'][0],
  ];

  it.each([
    [
      'a dangling code in the scoring',
      {
        ...base,
        scoring: {
          ...base.scoring!,
          sections: [
            {
              key: 's',
              title: 'S',
              items: [
                {
                  id: 'i1',
                  weight: 1,
                  earnedWhen: { question: 'zz', equals: 'yes' },
                  fix: { text: 't', article: 'LGPD art. 9º' },
                },
              ],
            },
          ],
        },
      },
      ['i1: condição sobre a pergunta desconhecida zz'],
    ],
    [
      'a code the audit trail would take for a secret',
      withSteps([
        one,
        {
          ...two,
          questions: [...two.questions, { code: 'passwordStorage', type: 'yesNo', label: 'S?' }],
        },
      ]),
      ['passwordStorage: código com nome de segredo, a trilha não guardaria a resposta'],
    ],
    [
      'a duplicate code',
      withSteps([
        one,
        { ...two, questions: [...two.questions, { code: 'a', type: 'text', label: 'A de novo' }] },
      ]),
      ['código repetido: a'],
    ],
    [
      'a condition on a later question',
      withSteps([
        {
          ...one,
          questions: [
            { code: 'a', type: 'yesNo', label: 'A?', shownWhen: { question: 'c', includes: 'x' } },
            one.questions[1]!,
          ],
        },
        two,
      ]),
      ['a: condição sobre a pergunta posterior c'],
    ],
    [
      'a condition on an unknown question',
      withSteps([
        {
          ...one,
          questions: [
            one.questions[0]!,
            { code: 'b', type: 'text', label: 'B', shownWhen: { question: 'q', equals: 'yes' } },
          ],
        },
        two,
      ]),
      ['b: condição sobre a pergunta desconhecida q'],
    ],
    [
      'an unreachable step (its only question waits for an answer no one can give)',
      withSteps([
        one,
        {
          ...two,
          questions: [
            { ...two.questions[0]!, shownWhen: { question: 'a', equals: 'talvez' } },
          ] as never,
        },
      ]),
      [
        'c: condição sobre a que nenhuma resposta atende',
        'etapa "Dois" inalcançável: nenhuma pergunta pode ser exibida',
      ],
    ],
    [
      'a step out of order',
      withSteps([one, { ...two, position: 3 }]),
      ['etapa "Dois" fora de ordem: posição 3'],
    ],
    [
      'step titles that differ from the registry entry',
      { ...base, stepTitles: ['Um', 'Duas'] },
      ['etapa "Dois" com título diferente do registro'],
    ],
    [
      'a step without questions',
      withSteps([one, two, { position: 3, title: 'Três', questions: [] }]),
      ['etapa "Três" sem perguntas'],
    ],
    [
      'an unknown exclusive option and a recommendation with no article',
      {
        ...withSteps([
          one,
          {
            ...two,
            questions: [
              {
                code: 'c',
                type: 'multi',
                label: 'C',
                options: [
                  { value: 'x', label: 'X' },
                  { value: 'n', label: 'N' },
                ],
                exclusive: ['k'],
              },
            ],
          },
        ]),
        scoring: {
          ...base.scoring!,
          sections: [
            {
              key: 's',
              title: 'S',
              items: [
                {
                  id: 'i1',
                  weight: 1,
                  earnedWhen: { question: 'a', equals: 'yes' },
                  fix: { text: 't', article: ' ' },
                },
              ],
            },
          ],
        },
      },
      ['c: opção exclusiva desconhecida k', 'i1: recomendação sem artigo'],
    ],
  ] as const)('rejects %s', (_name, definition, problems) => {
    expect(definitionProblems(definition as AssessmentDefinition)).toEqual(problems);
  });
});

describe('a result that cannot be declared', () => {
  const custom: AssessmentDefinition = {
    ...base,
    scoring: undefined,
    custom: {
      reads: ['a', 'c'],
      compute: (answers) => ({ both: answers.a === 'yes' && Array.isArray(answers.c) }),
    },
  };

  it('is computed by its code and checked for the questions it reads', () => {
    expect(definitionProblems(custom)).toEqual([]);
    const context = { today: '2026-11-26', calendar: businessCalendar() };
    expect(definitionResult(custom, { a: 'yes', c: ['x'] }, context)).toEqual({ both: true });
    expect(definitionResult(custom, { a: 'no' }, context)).toEqual({ both: false });
    expect(
      definitionProblems({ ...custom, custom: { ...custom.custom!, reads: ['a', 'zz'] } }),
    ).toEqual(['resultado lê a pergunta desconhecida zz']);
    expect(definitionProblems({ ...custom, custom: undefined })).toEqual([
      'definição sem resultado',
    ]);
  });
});

describe('a default answer and the flat wire', () => {
  const [one, two] = base.steps;
  const withC = (c: Record<string, unknown>): AssessmentDefinition => ({
    ...base,
    steps: [one!, { ...two!, questions: [{ ...two!.questions[0]!, ...c } as never] }],
  });

  it('accepts a default the question takes, and refuses one it does not', () => {
    expect(definitionProblems(withC({ default: ['n'] }))).toEqual([]);
    expect(definitionProblems(withC({ default: ['n', 'x'] }))).toEqual([
      'c: resposta padrão que a pergunta não aceita',
    ]);
    expect(definitionProblems(withC({ default: 'talvez' }))).toEqual([
      'c: resposta padrão que a pergunta não aceita',
    ]);
  });

  it('keeps lists of items and numbers out of the flat wire, and derived names off the questions', () => {
    const flat: AssessmentDefinition = {
      ...base,
      wire: { derived: { fields: ['a', 'name', 'ok'], compute: () => ({}) } },
    };
    expect(definitionProblems(flat)).toEqual([
      'campo derivado com o nome de uma pergunta: a',
      'campo derivado com o nome de uma pergunta: name',
    ]);
    const numbered = withC({ type: 'number', options: undefined, exclusive: undefined });
    expect(
      definitionProblems({
        ...numbered,
        scoring: undefined,
        custom: { reads: [], compute: () => null },
        wire: {},
      }),
    ).toEqual(['c: pergunta do tipo number fora da resposta plana']);
  });
});

describe('a question required when another answer asks for it, a hint, a kind without observations', () => {
  const [one, two] = base.steps;
  const withB = (b: Record<string, unknown>): AssessmentDefinition => ({
    ...base,
    steps: [
      { ...one!, questions: [one!.questions[0]!, { ...one!.questions[1]!, ...b } as never] },
      two!,
    ],
  });
  const withC = (c: Record<string, unknown>): AssessmentDefinition => ({
    ...base,
    steps: [one!, { ...two!, questions: [{ ...two!.questions[0]!, ...c } as never] }],
  });

  it('checks the condition of being required as one of being shown', () => {
    expect(
      definitionProblems(
        withB({ shownWhen: undefined, requiredWhen: { question: 'a', equals: 'yes' } }),
      ),
    ).toEqual([]);
    expect(
      definitionProblems(
        withB({ shownWhen: undefined, requiredWhen: { question: 'c', equals: 'x' } }),
      ),
    ).toEqual(['b: condição sobre a pergunta posterior c']);
    expect(
      definitionProblems(
        withB({ shownWhen: undefined, requiredWhen: { question: 'a', equals: 'talvez' } }),
      ),
    ).toEqual(['b: condição sobre a que nenhuma resposta atende']);
    expect(
      definitionProblems(
        withB({
          shownWhen: undefined,
          required: false,
          requiredWhen: { question: 'a', equals: 'yes' },
        }),
      ),
    ).toEqual(['b: "requiredWhen" numa pergunta opcional']);
  });

  it('reads the first word of a text answer only, and only with words to read', () => {
    expect(
      definitionProblems(withC({ requiredWhen: { question: 'b', beginsWithWord: ['nao'] } })),
    ).toEqual([]);
    expect(
      definitionProblems(withC({ requiredWhen: { question: 'a', beginsWithWord: ['nao'] } })),
    ).toEqual(['c: "beginsWithWord" sobre a, que não é texto']);
    expect(
      definitionProblems(withC({ requiredWhen: { question: 'b', beginsWithWord: [' '] } })),
    ).toEqual(['c: "beginsWithWord" sobre b sem palavras']);
  });

  it('refuses a help and a hint on one question, observations under the name of a kind without them, and a conclusion without its code', () => {
    expect(definitionProblems(withC({ help: 'Explica.', hint: 'Escreva.' }))).toEqual([
      'c: "help" e "hint" juntos, a tela mostraria só um',
    ]);
    expect(definitionProblems({ ...base, withoutObservations: true })).toEqual([]);
    expect(definitionProblems({ ...base, withoutObservations: true, observeName: true })).toEqual([
      'observação sob a identificação numa definição sem observações',
    ]);
    expect(definitionProblems({ ...base, resultKey: 'conclusion' })).toEqual([
      "resultado em 'conclusion' sem resultado calculado por código",
    ]);
  });
});

describe('answers outside the steps, notes and an empty selection', () => {
  const [one, two] = base.steps;
  const withC = (c: Record<string, unknown>): AssessmentDefinition => ({
    ...base,
    steps: [one!, { ...two!, questions: [{ ...two!.questions[0]!, ...c } as never] }],
  });
  const stamped: AssessmentDefinition = {
    ...base,
    extraAnswers: [
      { code: 'override', type: 'yesNo', label: 'Alterar?', adminOnly: true, adjustsResult: true },
      { code: 'by', type: 'text', label: 'Por', serverSet: true },
    ],
    custom: { reads: ['a'], compute: () => null, stamp: (_previous, next) => ({ ...next }) },
    notes: { questions: ['a', 'c'], steps: { 1: 'stepOne' } },
  };

  it('accepts answers outside the steps, server-set ones with their stamp, and notes on known questions and steps', () => {
    expect(definitionProblems(stamped)).toEqual([]);
    expect(definitionProblems({ ...stamped, custom: { reads: [], compute: () => null } })).toEqual([
      'by: resposta do servidor sem quem a escreva (custom.stamp)',
    ]);
    expect(
      definitionProblems({
        ...stamped,
        extraAnswers: [
          ...stamped.extraAnswers!,
          { code: 'a', type: 'text', label: 'A de novo' },
          {
            code: 'later',
            type: 'text',
            label: 'Depois',
            shownWhen: { question: 'a', equals: 'yes' },
          },
        ],
      }),
    ).toEqual(['código repetido: a', 'later: resposta fora das etapas com condição']);
  });

  it('refuses notes on unknown questions or steps, or under a key already taken', () => {
    expect(
      definitionProblems({
        ...stamped,
        notes: { questions: ['a', 'zz', 'a'], steps: { 1: 'b', 3: 'stepThree' } },
      }),
    ).toEqual([
      'anotação sobre a pergunta desconhecida zz',
      'anotação repetida: a',
      'anotação da etapa 1 com a chave de outra: b',
      'anotação da etapa inexistente 3',
    ]);
  });

  it('refuses an empty selection answer that is one of the options', () => {
    expect(definitionProblems(withC({ none: 'nenhum' }))).toEqual([]);
    expect(definitionProblems(withC({ none: 'x' }))).toEqual([
      'c: resposta vazia igual a uma opção: x',
    ]);
  });
});
