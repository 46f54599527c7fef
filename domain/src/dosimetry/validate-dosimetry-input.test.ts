import { dosimetryInput } from './dosimetry-input.fixture';
import { validateDosimetryInput } from './validate-dosimetry-input';

const issuesOf = (overrides: Record<string, unknown>) =>
  validateDosimetryInput({ ...dosimetryInput(), ...overrides });

describe('validateDosimetryInput', () => {
  it('accepts a complete simulation', () => {
    expect(validateDosimetryInput(dosimetryInput())).toEqual([]);
  });

  it('accepts a no-revenue simulation whose revenue fields are empty', () => {
    expect(
      issuesOf({ naoTemFaturamento: true, valorFaturamento: null, valorTributos: undefined }),
    ).toEqual([]);
  });

  it('rejects something that is not a payload', () => {
    expect(validateDosimetryInput(null)).toEqual([
      { field: '', message: 'Os dados da simulação são inválidos.' },
    ]);
    expect(validateDosimetryInput([])).toHaveLength(1);
  });

  describe('step 1', () => {
    it('needs at least one option, with the exact spec message', () => {
      expect(issuesOf({ infracao10: false })).toEqual([
        {
          field: 'infracao',
          message: 'É preciso marcar ao menos uma opção na etapa 1 Determinação da Alíquota Base.',
        },
      ]);
    });

    it('refuses option 10 together with any of 1-9', () => {
      expect(issuesOf({ infracao4: true })).toEqual([
        {
          field: 'infracao',
          message:
            'A opção "Nenhuma das anteriores" não pode ser marcada junto com as opções 1 a 9 na etapa 1 Determinação da Alíquota Base.',
        },
      ]);
    });

    it('refuses a value that is not a boolean', () => {
      expect(issuesOf({ infracao3: 'sim' })).toEqual([
        {
          field: 'infracao3',
          message: 'Valor inválido: a opção deve estar marcada ou desmarcada.',
        },
      ]);
    });
  });

  describe('damage degree', () => {
    it.each([0, 3, '1', ' 2 '])('accepts %p', (grauDano) => {
      expect(issuesOf({ grauDano })).toEqual([]);
    });

    it.each([-1, 4, 1.5, '2.5', 'alto', '7'])('refuses %p', (grauDano) => {
      expect(issuesOf({ grauDano })).toEqual([
        { field: 'grauDano', message: 'O grau do dano deve ser um número inteiro de 0 a 3.' },
      ]);
    });

    it('requires it', () => {
      expect(issuesOf({ grauDano: '' })).toEqual([
        {
          field: 'grauDano',
          message: 'É preciso escolher o grau do dano na etapa 2 Determinação do Valor Base.',
        },
      ]);
    });
  });

  describe('revenue and taxes', () => {
    it('requires both unless "Não tenho faturamento" is ticked', () => {
      expect(issuesOf({ valorFaturamento: null, valorTributos: undefined })).toEqual([
        {
          field: 'valorFaturamento',
          message:
            'É preciso informar o faturamento ou marcar "Não tenho faturamento" na etapa 2 Determinação do Valor Base.',
        },
        {
          field: 'valorTributos',
          message:
            'É preciso informar os tributos ou marcar "Não tenho faturamento" na etapa 2 Determinação do Valor Base.',
        },
      ]);
    });

    it('refuses negative values', () => {
      expect(issuesOf({ valorFaturamento: -1, valorTributos: '-0.01' })).toEqual([
        { field: 'valorFaturamento', message: 'O faturamento não pode ser negativo.' },
        { field: 'valorTributos', message: 'Os tributos não podem ser negativos.' },
      ]);
    });

    it('refuses non-numeric values', () => {
      expect(issuesOf({ valorFaturamento: '1.000,00', valorTributos: Number.NaN })).toEqual([
        { field: 'valorFaturamento', message: 'O faturamento deve ser um valor numérico.' },
        { field: 'valorTributos', message: 'Os tributos devem ser um valor numérico.' },
      ]);
    });

    it('refuses taxes above revenue', () => {
      expect(issuesOf({ valorFaturamento: 1000, valorTributos: 1000.01 })).toEqual([
        { field: 'valorTributos', message: 'Os tributos não podem ser maiores que o faturamento.' },
      ]);
    });

    it('refuses a revenue that taxes bring to zero', () => {
      expect(issuesOf({ valorFaturamento: 1000, valorTributos: '1000' })).toEqual([
        {
          field: 'valorFaturamento',
          message:
            'O faturamento descontados os tributos deve ser maior que zero; sem faturamento, marque "Não tenho faturamento".',
        },
      ]);
    });

    it('refuses a "Não tenho faturamento" that is not a boolean', () => {
      expect(issuesOf({ naoTemFaturamento: 'true' })).toEqual([
        {
          field: 'naoTemFaturamento',
          message: 'Valor inválido: a opção deve estar marcada ou desmarcada.',
        },
      ]);
    });
  });

  describe('step 3', () => {
    it('requires an answer to each agravante question', () => {
      expect(issuesOf({ etapa3pergunta2: '  ' })).toEqual([
        {
          field: 'etapa3pergunta2',
          message: 'É preciso marcar ao menos uma opção na etapa 3 Determinação do Valor da Multa.',
        },
      ]);
    });

    it('refuses an option text that belongs to no question', () => {
      expect(issuesOf({ etapa3pergunta1: '5 sanções anteriores (50%)' })).toEqual([
        {
          field: 'etapa3pergunta1',
          message:
            'Opção inválida na etapa 3 Determinação do Valor da Multa: "5 sanções anteriores (50%)".',
        },
      ]);
    });

    it("refuses another question's option", () => {
      expect(issuesOf({ etapa3pergunta4: '1 sanção anterior (10%)' })).toHaveLength(1);
    });

    it.each([
      [1, 2],
      [1, 3],
      [2, 3],
    ])('refuses cessation factors %i and %i together', (a, b) => {
      expect(
        issuesOf({ [`etapa3pergunta5campo${a}`]: true, [`etapa3pergunta5campo${b}`]: true }),
      ).toEqual([
        {
          field: 'etapa3pergunta5',
          message:
            'Marque apenas um momento de cessação da infração (itens 1 a 3 da pergunta 5) na etapa 3 Determinação do Valor da Multa.',
        },
      ]);
    });

    it('refuses mitigation factors 5 and 6 together', () => {
      expect(issuesOf({ etapa3pergunta5campo5: true, etapa3pergunta5campo6: true })).toEqual([
        {
          field: 'etapa3pergunta5',
          message:
            'Marque apenas um momento das medidas de reversão ou mitigação (itens 5 e 6 da pergunta 5) na etapa 3 Determinação do Valor da Multa.',
        },
      ]);
    });

    it('accepts one factor of each exclusive group with the others', () => {
      expect(
        issuesOf({
          etapa3pergunta5campo3: true,
          etapa3pergunta5campo4: true,
          etapa3pergunta5campo6: true,
          etapa3pergunta5campo7: true,
        }),
      ).toEqual([]);
    });
  });

  describe('step 4', () => {
    it('requires the estimated advantage (0 when "Não")', () => {
      expect(issuesOf({ valorVantagemAuferidaEstimavel: null })).toEqual([
        {
          field: 'valorVantagemAuferidaEstimavel',
          message: 'É preciso informar um valor na etapa 4 Vantagem Estimável.',
        },
      ]);
    });

    it('refuses a negative or non-numeric advantage', () => {
      expect(issuesOf({ valorVantagemAuferidaEstimavel: -5 })).toEqual([
        {
          field: 'valorVantagemAuferidaEstimavel',
          message: 'A vantagem estimável não pode ser negativa.',
        },
      ]);
      expect(issuesOf({ valorVantagemAuferidaEstimavel: 'muito' })).toEqual([
        {
          field: 'valorVantagemAuferidaEstimavel',
          message: 'A vantagem estimável deve ser um valor numérico.',
        },
      ]);
    });
  });

  it('reports every problem at once, in form order', () => {
    const fields = issuesOf({
      infracao10: false,
      grauDano: 9,
      valorFaturamento: -3,
      etapa3pergunta3: 'x',
      valorVantagemAuferidaEstimavel: undefined,
    }).map((issue) => issue.field);
    expect(fields).toEqual([
      'infracao',
      'grauDano',
      'valorFaturamento',
      'etapa3pergunta3',
      'valorVantagemAuferidaEstimavel',
    ]);
  });
});
