import { normalisedReplyTo } from './firm-mail-settings';
import { replyToRefusal } from './reply-to-address';

describe("the firm's reply address", () => {
  it.each([
    ['contato@escritorio.com.br', null],
    ['  contato@escritorio.com.br ', null],
    ['', null],
    ['   ', null],
    [null, null],
    ['contato@', 'Formato de email inválido'],
    ['contato escritorio.com.br', 'Formato de email inválido'],
    [`${'a'.repeat(250)}@x.com`, 'Formato de email inválido'],
  ])('%j -> %j', (value, refusal) => {
    expect(replyToRefusal(value)).toBe(refusal);
  });

  it('is saved trimmed, and blank as none', () => {
    expect(normalisedReplyTo(' contato@escritorio.com.br ')).toBe('contato@escritorio.com.br');
    expect(normalisedReplyTo('  ')).toBeNull();
  });
});
