import { mergeDefinitionAnswers, stepMissing } from './definition-answers';
import type { AssessmentDefinition } from './definition-types';
import { SITE_CHECKLIST } from './site-checklist';

const merge = (stored: Record<string, unknown>, sent: unknown) =>
  mergeDefinitionAnswers(SITE_CHECKLIST, stored as never, sent);

describe('answers of a definition, checked on every save', () => {
  it('keeps typed answers: choices, lists, days, numbers and group items', () => {
    const result = merge(
      {},
      {
        address: '  https://loja.exemplo.com.br ',
        checkedOn: '2026-11-26',
        nonEssentialCookies: 'yes',
        cookieTools: [
          { tool: 'Análise Web', category: 'analytics', retentionDays: 390 },
          { tool: '', category: null, retentionDays: null },
        ],
        privacyNotice: 'yes',
        privacyNoticeContents: ['purpose', 'rights'],
      },
    );
    expect(result).toEqual({
      ok: true,
      answers: {
        address: 'https://loja.exemplo.com.br',
        checkedOn: '2026-11-26',
        nonEssentialCookies: 'yes',
        cookieTools: [{ tool: 'Análise Web', category: 'analytics', retentionDays: 390 }],
        privacyNotice: 'yes',
        privacyNoticeContents: ['purpose', 'rights'],
      },
    });
  });

  it.each([
    [
      { https: 'sim' },
      'Responda "Todas as páginas e chamadas usam HTTPS com certificado válido?" com sim ou não.',
    ],
    [{ platform: 'tv' }, 'Escolha uma das opções de "O que está sendo verificado".'],
    [
      { checkedOn: '31/02/2026' },
      'A resposta de "Data da verificação" deve ser uma data válida (dd/mm/aaaa).',
    ],
    [
      { checkedOn: '2026-02-31' },
      'A resposta de "Data da verificação" deve ser uma data válida (dd/mm/aaaa).',
    ],
    [
      { privacyNoticeContents: ['purpose', 'none'] },
      'Em "O que o aviso de privacidade informa", a opção "Nenhum destes itens" não pode ser escolhida com outras.',
    ],
    [
      { privacyNoticeContents: 'purpose' },
      'Escolha apenas opções de "O que o aviso de privacidade informa", sem repetir.',
    ],
    [
      { cookieTools: [{ tool: 'X', retentionDays: 1.5 }] },
      'Item 1 de "Ferramentas de terceiros que instalam cookies": A resposta de "Duração (dias)" deve ser um número inteiro.',
    ],
    [
      { cookieTools: [{ tool: 'X', retentionDays: '30' }] },
      'Item 1 de "Ferramentas de terceiros que instalam cookies": A resposta de "Duração (dias)" deve ser um número.',
    ],
    [
      { dpoContact: 'x'.repeat(201) },
      'A resposta de "Contato publicado do encarregado" deve ser um texto de até 200 caracteres.',
    ],
    [{ favouriteColour: 'blue' }, 'Pergunta desconhecida: favouriteColour.'],
  ])('refuses %j', (sent, message) => {
    expect(merge({}, sent)).toEqual({ ok: false, problems: [message] });
  });

  it('refuses answers that are not an object, and keeps nothing of a refused save', () => {
    expect(merge({}, '{"https":"yes"}')).toEqual({
      ok: false,
      problems: ['As respostas devem ser um objeto com uma resposta por pergunta.'],
    });
    expect(merge({}, { https: 'yes', backups: 'talvez' })).toMatchObject({ ok: false });
  });

  it('drops the follow-ups of an answer that no longer asks them', () => {
    const stored = { rightsChannel: 'yes', rightsCovered: ['access'], rightsFreeOfCharge: 'yes' };
    expect(merge(stored, { rightsChannel: 'no' })).toEqual({
      ok: true,
      answers: { rightsChannel: 'no' },
    });
  });
});

describe('a question required only when another answer asks for it', () => {
  const definition: AssessmentDefinition = {
    ...SITE_CHECKLIST,
    stepTitles: ['Um'],
    steps: [
      {
        position: 1,
        title: 'Um',
        questions: [
          { code: 'shared', type: 'text', label: 'Compartilha?' },
          {
            code: 'with',
            type: 'text',
            label: 'Com quem?',
            requiredWhen: { not: { question: 'shared', beginsWithWord: ['nao', 'n/a'] } },
          },
        ],
      },
    ],
  };

  it('is asked either way and needed only then', () => {
    expect(stepMissing(definition.steps[0]!, {})).toEqual(['Compartilha?', 'Com quem?']);
    expect(stepMissing(definition.steps[0]!, { shared: 'Sim' })).toEqual(['Com quem?']);
    expect(stepMissing(definition.steps[0]!, { shared: ' NÃO, nunca' })).toEqual([]);
    expect(stepMissing(definition.steps[0]!, { shared: 'N/A' })).toEqual([]);
    // A whole word: 'Naoki' names someone.
    expect(stepMissing(definition.steps[0]!, { shared: 'Naoki' })).toEqual(['Com quem?']);
    const kept = mergeDefinitionAnswers(definition, {}, { shared: 'Não', with: 'Banco' });
    expect(kept).toEqual({ ok: true, answers: { shared: 'Não', with: 'Banco' } });
  });
});
