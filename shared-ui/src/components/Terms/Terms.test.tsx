import { render, screen } from '@testing-library/react';
import { PrivacyNotice } from './PrivacyNotice';
import { TermsOfUse } from './TermsOfUse';

describe('TermsOfUse', () => {
  it('states the points of the terms of use', () => {
    render(<TermsOfUse />);
    const text = screen.getByRole('article').textContent ?? '';
    expect(screen.getByRole('heading', { level: 2, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(text).toContain('Última alteração: maio de 2023.');
    expect(text).toMatch(/18 anos/);
    expect(text).toContain('5 dias úteis para baixar os seus documentos');
    expect(text).toContain('foro central da comarca de São Paulo');
  });
});

describe('PrivacyNotice', () => {
  it('states retention, transfer and the data protection officer contact', () => {
    render(<PrivacyNotice headingLevel={3} />);
    const text = screen.getByRole('article').textContent ?? '';
    expect(
      screen.getByRole('heading', { level: 3, name: 'Aviso de Privacidade' }),
    ).toBeInTheDocument();
    expect(text).toContain('Estados Unidos e na União Europeia');
    expect(text).toMatch(/6 meses/);
    expect(text).toMatch(/90 dias/);
    expect(text).toContain('dpo@dpohub.com.br');
  });
});
