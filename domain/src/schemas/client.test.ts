import { collectFieldErrors as errorsOf, formOutput } from './field-errors';
import { newClientSchema } from './client';

describe('newClientSchema', () => {
  it('requires the folder number and the name', () => {
    expect(errorsOf(newClientSchema, { id: '', name: '' })).toEqual({
      id: 'Campo obrigatório',
      name: 'Campo obrigatório',
    });
    expect(errorsOf(newClientSchema, { id: '12a', name: 'ACME' })).toEqual({
      id: 'Campo obrigatório',
    });
  });

  it('defaults the hours bank switch to off', () => {
    expect(formOutput(newClientSchema, { id: '1024', name: 'ACME' })).toEqual({
      id: '1024',
      name: 'ACME',
      enableHoursBank: false,
    });
  });
});
