import { definitionAnswerSections } from './definition-dossier';
import { mergeDefinitionAnswers, daysOutOfOrder, stepMissing } from './definition-answers';
import { answersFromFlat, answersToFlat } from './definition-flat-wire';
import type { AssessmentDefinition, QuestionSetQuestion } from './definition-types';
import { definitionProblems } from './definition-validator';
import { NEW_PROJECT } from './new-project';

// The engine's question set, days on the flat wire as dd/mm/yyyy, days in order, an answer the
// record gives and texts the flat record carries (issue 32, the TPA's move).

const set: QuestionSetQuestion = {
  code: 'practices',
  type: 'set',
  label: 'Práticas',
  items: [
    { key: 'dpo', label: 'Tem encarregado?' },
    { key: 'plan', label: 'Tem plano de incidentes?' },
  ],
  comments: { maxLength: 10, label: 'Observações' },
  missingPrefix: 'Terceiro: ',
  parts: [
    { title: 'Pessoas', from: 'dpo' },
    { title: 'Planos', from: 'plan' },
  ],
};

const definition: AssessmentDefinition = {
  ...NEW_PROJECT,
  custom: { reads: ['practices'], compute: () => null },
  stepTitles: ['Contrato', 'Práticas'],
  steps: [
    {
      position: 1,
      title: 'Contrato',
      questions: [
        {
          code: 'party',
          type: 'text',
          label: 'Contratante',
          required: false,
          fromRecord: 'clientName',
        },
        {
          code: 'signed',
          type: 'date',
          label: 'Assinatura',
          required: false,
          invalidMessage: 'Data inválida',
        },
        {
          code: 'expires',
          type: 'date',
          label: 'Expiração',
          required: false,
          notBefore: { question: 'signed', message: 'Fora de ordem.' },
        },
      ],
    },
    { position: 2, title: 'Práticas', questions: [set] },
  ],
  wire: {
    dates: 'display',
    upgrade: { practices: (source) => ('old' in source ? { dpo: source.old } : source) },
  },
};

describe('a question set', () => {
  it('holds together as a definition; a set without items, a repeated key or a part out of order does not', () => {
    expect(definitionProblems(definition)).toEqual([]);
    const broken = (changes: Partial<QuestionSetQuestion>) =>
      definitionProblems({
        ...definition,
        steps: [
          definition.steps[0]!,
          { ...definition.steps[1]!, questions: [{ ...set, ...changes }] },
        ],
      });
    expect(broken({ items: [] })).toContain('practices: conjunto sem itens');
    expect(broken({ items: [set.items[0]!, set.items[0]!] })).toContain(
      'item repetido em practices: dpo',
    );
    expect(
      broken({
        parts: [
          { title: 'Planos', from: 'plan' },
          { title: 'Pessoas', from: 'dpo' },
        ],
      }),
    ).toEqual([
      'practices: parte "Pessoas" fora de ordem',
      'practices: a primeira parte deve começar no primeiro item',
    ]);
    expect(broken({ parts: [{ title: 'X', from: 'nada' }] })).toContain(
      'practices: parte "X" a partir do item desconhecido nada',
    );
  });

  it('keeps every item in its order, checks answers and comments, and names the unanswered items', () => {
    const check = mergeDefinitionAnswers(
      definition,
      {},
      {
        practices: { plan: { answer: 'no', comments: 'Em 2027' } },
      },
    );
    expect(check).toEqual({
      ok: true,
      answers: {
        practices: {
          dpo: { answer: '', comments: '' },
          plan: { answer: 'no', comments: 'Em 2027' },
        },
      },
    });
    expect(stepMissing(definition.steps[1]!, check.ok ? check.answers : {})).toEqual([
      'Terceiro: Tem encarregado?',
    ]);
    expect(stepMissing(definition.steps[1]!, {})).toHaveLength(2);
    expect(
      mergeDefinitionAnswers(definition, {}, { practices: { dpo: { answer: 'talvez' } } }),
    ).toEqual({
      ok: false,
      problems: [
        'Responda "Tem encarregado?" com sim, não ou vazio, com comentário de até 10 caracteres.',
      ],
    });
    expect(mergeDefinitionAnswers(definition, {}, { practices: { x: { answer: 'yes' } } })).toEqual(
      { ok: false, problems: ['Pergunta desconhecida: x.'] },
    );
  });

  it('is refused as a condition', () => {
    const conditioned: AssessmentDefinition = {
      ...definition,
      steps: [
        definition.steps[0]!,
        {
          ...definition.steps[1]!,
          questions: [
            set,
            {
              code: 'why',
              type: 'text',
              label: 'Por quê?',
              shownWhen: { question: 'practices', equals: 'yes' },
            },
          ],
        },
      ],
      custom: { reads: [], compute: () => null },
    };
    expect(definitionProblems(conditioned)).toContain('why: condição sobre o conjunto practices');
  });
});

describe('a question set, days and the record on the flat wire', () => {
  it('reads a set from its JSON text (unknown keys dropped, an older shape upgraded) and days from dd/mm/yyyy', () => {
    expect(
      answersFromFlat(definition, {
        party: 'Outra Empresa',
        signed: '10/05/2026',
        expires: '',
        practices: '{"dpo":{"answer":"yes","comments":"Sim"},"x":1}',
      }),
    ).toEqual({
      answers: {
        signed: '2026-05-10',
        expires: null,
        practices: { dpo: { answer: 'yes', comments: 'Sim' }, plan: { answer: '', comments: '' } },
      },
      invalid: [],
    });
    expect(answersFromFlat(definition, { practices: '{"old":{"answer":"no"}}' }).answers).toEqual({
      practices: { dpo: { answer: 'no', comments: '' }, plan: { answer: '', comments: '' } },
    });
    expect(
      answersFromFlat(definition, {
        signed: '31/02/2026',
        practices: '{',
      }).invalid,
    ).toEqual(['signed', 'practices']);
    expect(
      answersFromFlat(definition, { practices: '{"plan":{"comments":"longo demais"}}' }).invalid,
    ).toEqual(['practices']);
  });

  it('writes the set as JSON text with every item and days as dd/mm/yyyy; the record gives the rest', () => {
    const flat = answersToFlat(definition, {
      signed: '2026-05-10',
      practices: { dpo: { answer: 'yes', comments: '' }, plan: { answer: '', comments: '' } },
    });
    expect(flat).toEqual({
      signed: '10/05/2026',
      expires: null,
      practices: '{"dpo":{"answer":"yes","comments":""},"plan":{"answer":"","comments":""}}',
    });
  });

  it('refuses days out of order with the message of the later one', () => {
    expect(daysOutOfOrder(definition, { signed: '2026-05-10', expires: '2026-05-09' })).toEqual([
      'Fora de ordem.',
    ]);
    expect(daysOutOfOrder(definition, { signed: '2026-05-10', expires: '2026-05-10' })).toEqual([]);
    expect(daysOutOfOrder(definition, { expires: '2026-05-09' })).toEqual([]);
  });

  it('refuses a day ordered after a question that is not an earlier day, and a required answer of the record', () => {
    const [contract, practices] = definition.steps;
    const questions = contract!.questions;
    expect(
      definitionProblems({
        ...definition,
        steps: [
          {
            ...contract!,
            questions: [
              questions[0]!,
              { ...questions[2]!, notBefore: { question: 'party', message: 'x' } } as never,
            ],
          },
          practices!,
        ],
      }),
    ).toEqual(['expires: notBefore deve citar uma pergunta de data anterior (party)']);
    expect(
      definitionProblems({
        ...definition,
        steps: [
          {
            ...contract!,
            questions: [{ ...questions[0]!, required: true } as never, ...questions.slice(1)],
          },
          practices!,
        ],
      }),
    ).toEqual(['party: resposta tirada do registro não pode ser obrigatória']);
  });
});

describe("a question set in a definition's dossier", () => {
  it('prints each item with its answer in words and its comment, the unanswered marked', () => {
    const sections = definitionAnswerSections(
      { ...definition, wire: undefined },
      {
        answers: {
          practices: {
            dpo: { answer: 'yes', comments: 'Ana' },
            plan: { answer: '', comments: '' },
          },
        },
        observations: {},
      },
    );
    expect(sections[1]!.rows).toEqual([
      { label: 'Terceiro: Tem encarregado?', value: 'Sim. Ana' },
      { label: 'Terceiro: Tem plano de incidentes?', value: '— sem resposta —', unanswered: true },
    ]);
  });
});

describe("a day's none box and an answer the record gives", () => {
  it('are refused inside the items of a group', () => {
    const grouped: AssessmentDefinition = {
      ...definition,
      steps: [
        {
          ...definition.steps[0]!,
          questions: [
            {
              code: 'contracts',
              type: 'group',
              label: 'Contratos',
              addLabel: 'Adicionar',
              maxItems: 3,
              fields: [
                { code: 'signed', type: 'date', label: 'Assinatura', noneLabel: 'Não assinado' },
                {
                  code: 'party',
                  type: 'text',
                  label: 'Parte',
                  required: false,
                  fromRecord: 'clientName',
                },
              ],
            },
          ],
        },
        definition.steps[1]!,
      ],
      wire: undefined,
    };
    expect(definitionProblems(grouped)).toEqual([
      'contracts.signed: resposta do registro ou data com "nenhuma" fora de um item de grupo',
      'contracts.party: resposta do registro ou data com "nenhuma" fora de um item de grupo',
    ]);
  });
});
