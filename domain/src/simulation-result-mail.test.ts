import { computeFine } from './dosimetry/compute-fine';
import { MEDIA, dosimetryInput } from './dosimetry/dosimetry-input.fixture';
import {
  simulationResultDocument,
  simulationResultFilename,
  simulationResultMail,
} from './simulation-result-mail';

// Example 1 of the research note, by hand: média, GD 2, rate 0,13% + 0,37% × 2/3, base
// R$ 37.666,67 × (1 + 30% − 55%) = R$ 28.250,00.
const result = computeFine(
  dosimetryInput({
    ...MEDIA,
    grauDano: 2,
    valorFaturamento: 10_000_000,
    etapa3pergunta1: '1 sanção anterior (10%)',
    etapa3pergunta3: '1 medida de orientação descumprida (20%)',
    etapa3pergunta5campo2: true,
    etapa3pergunta5campo7: true,
  }),
);

const FIRM = {
  name: 'Daniel Advogados',
  registration: 'OAB/SP 12.345',
  address: 'Av. Paulista, 1000, São Paulo/SP',
  email: 'contato@daniel.adv.br',
  phone: '(11) 3000-0000',
};

describe('the result e-mail of the public simulator', () => {
  it("puts the value, the class and the calculation's own steps, in order, on the PDF with the firm's contact", () => {
    const document = simulationResultDocument({
      simulationId: 31,
      // Brasília time, as the dossiers (13:00 UTC).
      createdAt: new Date('2026-11-25T13:00:00Z'),
      leadName: 'Ana Souza',
      company: 'Empresa X',
      result,
      firm: FIRM,
    });
    expect(document.value).toBe('R$ 28.250,00');
    expect(document.classLine).toBe('Grau de infração: Média');
    expect(document.header).toEqual([
      { label: 'Simulação', value: 'nº 31' },
      { label: 'Data', value: '25/11/2026 às 10:00' },
      { label: 'Nome', value: 'Ana Souza' },
      { label: 'Empresa', value: 'Empresa X' },
    ]);
    // The same explanation as the screen: the steps of the one rule, word for word.
    expect(document.steps).toBe(result.steps);
    expect(document.steps.map((step) => step.title)).toEqual([
      'Classificação da infração',
      'Grau do dano',
      'Valor base',
      'Agravantes',
      'Atenuantes',
      'Valor calculado',
      'Valor mínimo',
      'Valor máximo',
      'Valor simulado da multa',
    ]);
    expect(document.contact).toEqual([
      'Daniel Advogados · OAB/SP 12.345',
      'Av. Paulista, 1000, São Paulo/SP',
      'contato@daniel.adv.br · (11) 3000-0000',
    ]);
    expect(simulationResultFilename(31)).toBe('simulacao-de-multa-31.pdf');
  });

  it('names the firm until it fills in its identification', () => {
    const document = simulationResultDocument({
      simulationId: 1,
      createdAt: new Date(2026, 0, 2),
      leadName: 'Ana',
      company: 'X',
      result,
      firm: null,
    });
    expect(document.contact).toEqual(['Daniel Law']);
  });

  it('tells the value in the subject and the text, and ends with the link that withdraws consent and erases the lead', () => {
    const mail = simulationResultMail({
      leadName: 'Ana Souza',
      result,
      firm: FIRM,
      unsubscribeUrl: 'https://portal.example/descadastrar?token=abc',
    });
    expect(mail.subject).toBe('Resultado da sua simulação de multa: R$ 28.250,00');
    expect(mail.text).toContain('O valor simulado da multa é R$ 28.250,00 (infração média).');
    expect(mail.text).toContain('contato@daniel.adv.br · (11) 3000-0000');
    expect(mail.text.split('\n').at(-1)).toBe(
      'Para retirar o seu consentimento e excluir os seus dados da nossa lista: https://portal.example/descadastrar?token=abc',
    );
  });
});
