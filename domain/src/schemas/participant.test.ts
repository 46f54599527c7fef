import { collectFieldErrors } from './field-errors';
import { temporaryParticipantSchema, validateNewParticipant } from './participant';

describe('temporaryParticipantSchema', () => {
  it('requires name, job title, e-mail and department', () => {
    expect(collectFieldErrors(temporaryParticipantSchema, {})).toEqual({
      name: 'Campo obrigatório',
      jobTitle: 'Campo obrigatório',
      email: 'Campo obrigatório',
      department: 'Campo obrigatório',
    });
  });

  it('checks the e-mail format and leaves the username free', () => {
    expect(
      collectFieldErrors(temporaryParticipantSchema, {
        name: 'Rui',
        jobTitle: 'Auditor',
        email: 'rui@',
        department: 'Compliance',
      }),
    ).toEqual({ email: 'Formato de email inválido' });
  });
});

describe('validateNewParticipant', () => {
  it('rejects a duplicate', () => {
    expect(validateNewParticipant(7, [3, 7])).toBe('Participante já adicionado');
    expect(validateNewParticipant(8, [3, 7])).toBeNull();
  });
});
