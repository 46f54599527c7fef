// The checks a definition must pass before it ships: a test runs them over every registered
// definition, so a definition with a dangling question code, a duplicate code, a condition on a
// later or unknown question (to be shown or to be required), a condition no answer can meet, or an
// unreachable step fails `npm test`. A code named like a secret is refused too: the trail would
// not keep its answers.
import { isSecretField } from '../audit/audit-changes';
import { definitionAnswerQuestions, definitionQuestions } from './conditions';
import { answerProblems } from './definition-answers';
import type {
  AssessmentDefinition,
  Condition,
  DefinitionQuestion,
  QuestionSetQuestion,
  ScalarAnswer,
} from './definition-types';

/** The values a question's answer can take, or null when any text or number can be. */
function possibleValues(question: DefinitionQuestion): readonly ScalarAnswer[] | null {
  if (question.type === 'yesNo') return ['yes', 'no'];
  if (question.type === 'single' || question.type === 'multi')
    return question.options.map((option) => option.value);
  return null;
}

/** Problems of one condition, read from the question at `at` (earlier questions only). */
function conditionProblems(
  condition: Condition,
  where: string,
  earlier: ReadonlyMap<string, DefinitionQuestion>,
  all: ReadonlyMap<string, DefinitionQuestion>,
): string[] {
  if ('all' in condition || 'any' in condition) {
    const parts = 'all' in condition ? condition.all : condition.any;
    if (!parts.length) return [`${where}: condição vazia`];
    return parts.flatMap((part) => conditionProblems(part, where, earlier, all));
  }
  if ('not' in condition) return conditionProblems(condition.not, where, earlier, all);
  const code = condition.question;
  const question = earlier.get(code);
  if (!question) {
    return [
      all.has(code)
        ? `${where}: condição sobre a pergunta posterior ${code}`
        : `${where}: condição sobre a pergunta desconhecida ${code}`,
    ];
  }
  if ('beginsWithWord' in condition) {
    if (question.type !== 'text')
      return [`${where}: "beginsWithWord" sobre ${code}, que não é texto`];
    if (!condition.beginsWithWord.some((word) => word.trim())) {
      return [`${where}: "beginsWithWord" sobre ${code} sem palavras`];
    }
    return [];
  }
  if (question.type === 'set') return [`${where}: condição sobre o conjunto ${code}`];
  const values = possibleValues(question);
  const wanted: ScalarAnswer[] =
    'equals' in condition
      ? [condition.equals]
      : 'in' in condition
        ? [...condition.in]
        : [condition.includes];
  if ('includes' in condition && question.type !== 'multi') {
    return [`${where}: "includes" sobre ${code}, que não é de múltipla escolha`];
  }
  if (values && !wanted.some((value) => values.includes(value))) {
    return [`${where}: condição sobre ${code} que nenhuma resposta atende`];
  }
  return [];
}

/** Problems of a question set: its items, their keys, its comments and its parts. */
function setDefinitionProblems(question: QuestionSetQuestion): string[] {
  const problems: string[] = [];
  const keys = question.items.map((item) => item.key);
  if (!keys.length) problems.push(`${question.code}: conjunto sem itens`);
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  problems.push(...repeated.map((key) => `item repetido em ${question.code}: ${key}`));
  if (question.comments && !(question.comments.maxLength > 0)) {
    problems.push(`${question.code}: comentários sem tamanho máximo`);
  }
  let last = -1;
  for (const part of question.parts ?? []) {
    const at = keys.indexOf(part.from);
    if (at < 0)
      problems.push(
        `${question.code}: parte "${part.title}" a partir do item desconhecido ${part.from}`,
      );
    else if (at <= last) problems.push(`${question.code}: parte "${part.title}" fora de ordem`);
    last = Math.max(last, at);
  }
  if (question.parts?.length && question.parts[0]!.from !== keys[0]) {
    problems.push(`${question.code}: a primeira parte deve começar no primeiro item`);
  }
  return problems;
}

/** Every problem of the definition, in Portuguese; an empty list when it is sound. */
export function definitionProblems(definition: AssessmentDefinition): string[] {
  const problems: string[] = [];
  const all = new Map<string, DefinitionQuestion>();
  for (const question of definitionAnswerQuestions(definition)) {
    if (all.has(question.code)) problems.push(`código repetido: ${question.code}`);
    all.set(question.code, question);
    // The audit trail keeps no value of a field named like a secret ('passwordStorage' would
    // read 'alterado (valor não registrado)'): an answer's code must not look like one.
    if (isSecretField(question.code)) {
      problems.push(
        `${question.code}: código com nome de segredo, a trilha não guardaria a resposta`,
      );
    }
    if (question.type === 'group') {
      const fieldCodes = question.fields.map((field) => field.code);
      const repeated = fieldCodes.filter((code, index) => fieldCodes.indexOf(code) !== index);
      problems.push(...repeated.map((code) => `código repetido em ${question.code}: ${code}`));
      if (!question.fields.length) problems.push(`${question.code}: grupo sem perguntas`);
      // A day's 'none' box and an answer the record gives belong to the record, not to an item.
      for (const field of question.fields) {
        if (
          (field.type === 'date' && field.noneLabel) ||
          (field.type === 'text' && field.fromRecord)
        ) {
          problems.push(
            `${question.code}.${field.code}: resposta do registro ou data com "nenhuma" fora de um item de grupo`,
          );
        }
      }
      if (question.maxItems < 1) problems.push(`${question.code}: maxItems deve ser ao menos 1`);
    }
    if (question.requiredWhen && question.required === false) {
      problems.push(`${question.code}: "requiredWhen" numa pergunta opcional`);
    }
    // The screen draws one text under a field: the explanation, or else the note.
    if (question.help && question.hint) {
      problems.push(`${question.code}: "help" e "hint" juntos, a tela mostraria só um`);
    }
    if (question.type === 'set') problems.push(...setDefinitionProblems(question));
    if (question.type === 'text' && question.fromRecord && question.required !== false) {
      problems.push(`${question.code}: resposta tirada do registro não pode ser obrigatória`);
    }
    if (question.default !== undefined && answerProblems(question, question.default).length) {
      problems.push(`${question.code}: resposta padrão que a pergunta não aceita`);
    }
    // The flat wire carries each answer as one text: a list of items or a number has no place.
    if (definition.wire && (question.type === 'group' || question.type === 'number')) {
      problems.push(`${question.code}: pergunta do tipo ${question.type} fora da resposta plana`);
    }
    if (question.type === 'single' || question.type === 'multi') {
      const values = question.options.map((option) => option.value);
      if (values.length < 2) problems.push(`${question.code}: menos de duas opções`);
      if (new Set(values).size !== values.length) problems.push(`${question.code}: opção repetida`);
      if (question.type === 'multi') {
        for (const option of question.exclusive ?? []) {
          if (!values.includes(option))
            problems.push(`${question.code}: opção exclusiva desconhecida ${option}`);
        }
        // The answer of an empty selection is no option: the screen never draws it.
        if (question.none !== undefined && values.includes(question.none)) {
          problems.push(`${question.code}: resposta vazia igual a uma opção: ${question.none}`);
        }
      }
    }
  }

  // Answers outside the steps are asked by no step: no condition can place them.
  for (const extra of definition.extraAnswers ?? []) {
    if (extra.shownWhen || extra.requiredWhen) {
      problems.push(`${extra.code}: resposta fora das etapas com condição`);
    }
    if (extra.serverSet && !definition.custom?.stamp) {
      problems.push(`${extra.code}: resposta do servidor sem quem a escreva (custom.stamp)`);
    }
  }

  // Notes: under questions the steps ask, at the end of steps that exist, keys all different.
  if (definition.notes) {
    const stepCodes = new Set(definitionQuestions(definition).map((question) => question.code));
    const keys = new Set<string>();
    for (const code of definition.notes.questions) {
      if (!stepCodes.has(code)) problems.push(`anotação sobre a pergunta desconhecida ${code}`);
      if (keys.has(code)) problems.push(`anotação repetida: ${code}`);
      keys.add(code);
    }
    for (const [position, key] of Object.entries(definition.notes.steps)) {
      if (!definition.steps.some((step) => step.position === Number(position))) {
        problems.push(`anotação da etapa inexistente ${position}`);
      }
      if (all.has(key) || keys.has(key) || key === 'name') {
        problems.push(`anotação da etapa ${position} com a chave de outra: ${key}`);
      }
      keys.add(key);
    }
  }

  // Steps: numbered 1, 2, 3... in order (Próximo reaches each), each asking something that can
  // be shown.
  const earlier = new Map<string, DefinitionQuestion>();
  definition.steps.forEach((step, index) => {
    if (step.position !== index + 1) {
      problems.push(`etapa "${step.title}" fora de ordem: posição ${step.position}`);
    }
    if (!step.questions.length) problems.push(`etapa "${step.title}" sem perguntas`);
    if (definition.stepTitles[index] !== step.title) {
      problems.push(`etapa "${step.title}" com título diferente do registro`);
    }
    let reachable = false;
    for (const question of step.questions) {
      if (question.type === 'date' && question.notBefore) {
        const other = earlier.get(question.notBefore.question);
        if (other?.type !== 'date') {
          problems.push(
            `${question.code}: notBefore deve citar uma pergunta de data anterior (${question.notBefore.question})`,
          );
        }
      }
      const found = question.shownWhen
        ? conditionProblems(question.shownWhen, question.code, earlier, all)
        : [];
      problems.push(...found);
      if (!found.length) reachable = true;
      // A condition of being required reads the questions before it, as a condition of being shown.
      if (question.requiredWhen) {
        problems.push(...conditionProblems(question.requiredWhen, question.code, earlier, all));
      }
      earlier.set(question.code, question);
    }
    if (step.questions.length && !reachable) {
      problems.push(`etapa "${step.title}" inalcançável: nenhuma pergunta pode ser exibida`);
    }
  });

  if (definition.scoring) {
    const { sections, bands } = definition.scoring;
    const ids = new Set<string>();
    for (const section of sections) {
      if (!section.items.length) problems.push(`seção "${section.title}" sem itens`);
      for (const item of section.items) {
        if (ids.has(item.id)) problems.push(`item repetido: ${item.id}`);
        ids.add(item.id);
        if (!(item.weight > 0)) problems.push(`${item.id}: peso deve ser positivo`);
        if (!item.fix.article.trim()) problems.push(`${item.id}: recomendação sem artigo`);
        for (const condition of [item.earnedWhen, item.appliesWhen ?? null]) {
          if (condition) problems.push(...conditionProblems(condition, item.id, all, all));
        }
      }
    }
    if (!bands.length || bands[0]!.min !== 0) problems.push('as faixas devem começar em 0');
    bands.forEach((band, index) => {
      if (index > 0 && band.min <= bands[index - 1]!.min)
        problems.push(`faixa "${band.label}" fora de ordem`);
    });
  }
  if (definition.custom) {
    for (const code of definition.custom.reads) {
      if (!all.has(code)) problems.push(`resultado lê a pergunta desconhecida ${code}`);
    }
  }
  for (const field of definition.wire?.derived?.fields ?? []) {
    if (all.has(field) || field === 'name') {
      problems.push(`campo derivado com o nome de uma pergunta: ${field}`);
    }
  }
  if (definition.withoutObservations && definition.observeName) {
    problems.push('observação sob a identificação numa definição sem observações');
  }
  if (definition.resultKey === 'conclusion' && !definition.custom) {
    problems.push("resultado em 'conclusion' sem resultado calculado por código");
  }
  for (const code of Object.keys(definition.wire?.upgrade ?? {})) {
    if (all.get(code)?.type !== 'set')
      problems.push(`leitura antiga de ${code}, que não é um conjunto`);
  }
  if (definition.stepTitles.length !== definition.steps.length) {
    problems.push('o registro e a definição têm números de etapas diferentes');
  }
  if (!definition.scoring && !definition.custom) problems.push('definição sem resultado');
  return problems;
}
