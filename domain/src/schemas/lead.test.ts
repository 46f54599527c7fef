import { collectFieldErrors, formOutput } from './field-errors';
import { leadSchema } from './lead';

describe('leadSchema', () => {
  it('accepts a complete lead and trims it', () => {
    const lead = { name: ' Ana ', email: 'ana@acme.com', company: ' ACME ', acceptedTerms: true };
    expect(collectFieldErrors(leadSchema, lead)).toEqual({});
    expect(formOutput(leadSchema, lead)).toEqual({
      name: 'Ana',
      email: 'ana@acme.com',
      company: 'ACME',
      infoEmail: true,
      acceptedTerms: true,
    });
  });

  it('gives the lead messages', () => {
    expect(
      collectFieldErrors(leadSchema, { name: ' ', email: '', company: '', acceptedTerms: true }),
    ).toEqual({
      name: 'O nome é obrigatório!',
      email: 'O email é obrigatório!',
      company: 'Preencha o campo empresa!',
    });
    expect(
      collectFieldErrors(leadSchema, {
        name: 'Ana',
        email: 'ana',
        company: 'X',
        acceptedTerms: true,
      }),
    ).toEqual({ email: 'O email é obrigatório!' });
  });

  it('requires the terms to be accepted', () => {
    expect(
      Object.keys(
        collectFieldErrors(leadSchema, {
          name: 'Ana',
          email: 'a@b',
          company: 'X',
          acceptedTerms: false,
        }),
      ),
    ).toEqual(['acceptedTerms']);
  });
});
