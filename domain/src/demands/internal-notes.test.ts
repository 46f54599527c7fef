import {
  INTERNAL_NOTE_MAX_LENGTH,
  INTERNAL_NOTE_MESSAGES,
  internalNoteRefusal,
} from './internal-notes';
import { canAccess } from '../access-policy';
import { INTERNAL_NOTE_FEATURE } from './internal-notes';

describe('internal notes', () => {
  it.each([
    ['', INTERNAL_NOTE_MESSAGES.empty],
    ['   \n ', INTERNAL_NOTE_MESSAGES.empty],
    ['Cliente pediu urgência por telefone', null],
    ['x'.repeat(INTERNAL_NOTE_MAX_LENGTH), null],
    ['x'.repeat(INTERNAL_NOTE_MAX_LENGTH + 1), 'Quantidade máxima de 2000 caracteres'],
  ])('refuses %j with %j', (text, refusal) => {
    expect(internalNoteRefusal(text)).toBe(refusal);
  });

  it('are for the firm only', () => {
    const clientAdmin = {
      admin: false,
      authorities: ['ROLE_ADMIN'],
      employeeDanielLaw: 2,
      client: 1001,
    };
    expect(canAccess({ admin: true, authorities: ['ROLE_ADMIN'] }, INTERNAL_NOTE_FEATURE)).toBe(
      true,
    );
    expect(canAccess(clientAdmin, INTERNAL_NOTE_FEATURE)).toBe(false);
    expect(canAccess(null, INTERNAL_NOTE_FEATURE)).toBe(false);
  });
});
