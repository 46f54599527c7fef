import { computeFine, InvalidDosimetryInputError } from './compute-fine';
import { GRAVE, MEDIA, dosimetryInput } from './dosimetry-input.fixture';

// Intl pt-BR separates the currency symbol with a no-break space.
const brl = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

describe('computeFine: examples of the research note', () => {
  it('1: média, GD 2, +30% agravantes, -55% atenuantes gives R$ 28.250,00', () => {
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
    expect(result).toMatchObject({
      grauInfracao: 'MEDIA',
      classLabel: 'Média',
      rate: '0.3766666667',
      revenue: '10000000',
      baseValue: '37666.6666666667',
      agravantes: '0.3',
      atenuantes: '0.55',
      rawValue: '28250',
      floor: '6000',
      cap: '200000',
      valorSimulado: 28250,
    });
    expect(result.steps.at(-1)?.detail).toBe(
      brl('A multa é o valor calculado, arredondado aos centavos: R$ 28.250,00.'),
    );
  });

  it('2: grave, GD 3, every agravante at its cap is held at 2% of F: R$ 200.000,00', () => {
    const result = computeFine(
      dosimetryInput({
        ...GRAVE,
        grauDano: 3,
        valorFaturamento: 10_000_000,
        etapa3pergunta1: 'Mais de 4 sanções anteriores (40%)',
        etapa3pergunta2: 'Mais de 4 sanções nos últimos 5 anos (20%)',
        etapa3pergunta3: 'Mais de 4 medidas de orientação descumpridas (80%)',
        etapa3pergunta4: 'Mais de 3 medidas corretivas descumpridas (90%)',
      }),
    );
    expect(result).toMatchObject({
      grauInfracao: 'GRAVE',
      rate: '1.5',
      baseValue: '150000',
      agravantes: '2.3',
      rawValue: '495000',
      cap: '200000',
      valorSimulado: 200000,
    });
    expect(result.steps.at(-1)?.detail).toBe(
      brl(
        'O valor calculado (R$ 495.000,00) passa do máximo; a multa fica no máximo: R$ 200.000,00.',
      ),
    );
  });

  it('3: leve, GD 0, nothing else is lifted to the floor: R$ 3.000,00', () => {
    const result = computeFine(dosimetryInput({ valorFaturamento: 1_000_000 }));
    expect(result).toMatchObject({
      grauInfracao: 'LEVE',
      classLabel: 'Leve',
      rate: '0.08',
      baseValue: '800',
      rawValue: '800',
      floor: '3000',
      cap: '20000',
      valorSimulado: 3000,
    });
    expect(result.steps.at(-1)?.detail).toBe(
      brl(
        'O valor calculado (R$ 800,00) fica abaixo do mínimo; a multa fica no mínimo: R$ 3.000,00.',
      ),
    );
  });

  it('4: no revenue, grave, GD 1, +60% and -20%: R$ 13.650,00', () => {
    const result = computeFine(
      dosimetryInput({
        ...GRAVE,
        grauDano: 1,
        naoTemFaturamento: true,
        valorFaturamento: 0,
        valorTributos: 0,
        etapa3pergunta4: '2 medidas corretivas descumpridas (60%)',
        etapa3pergunta5campo4: true,
      }),
    );
    expect(result).toMatchObject({
      rate: null,
      revenue: '0',
      baseValue: '9750',
      agravantes: '0.6',
      atenuantes: '0.2',
      rawValue: '13650',
      floor: '4000',
      cap: '50000000',
      valorSimulado: 13650,
    });
  });
});

describe('computeFine: class of the infraction (Art. 8)', () => {
  it('is grave through option 9 alone', () => {
    const result = computeFine(dosimetryInput(GRAVE));
    expect(result.grauInfracao).toBe('GRAVE');
    expect(result.classLabel).toBe('Grave');
    expect(result.classReason).toBe(
      'Grave: houve obstrução à atividade de fiscalização (opção 9), o que basta para a classificação grave (art. 8º, § 3º, II).',
    );
  });

  it.each([2, 3, 4, 5, 6, 7, 8] as const)('is grave through option 1 with option %i', (n) => {
    const result = computeFine(dosimetryInput({ ...MEDIA, [`infracao${n}`]: true }));
    expect(result.grauInfracao).toBe('GRAVE');
    expect(result.classReason).toContain(`(opção ${n})`);
    expect(result.classReason).toContain('(art. 8º, § 3º, I)');
  });

  it('names every aggravating condition in the reason', () => {
    const result = computeFine(dosimetryInput({ ...MEDIA, infracao2: true, infracao5: true }));
    expect(result.classReason).toBe(
      'Grave: a infração pode afetar significativamente interesses ou direitos fundamentais dos titulares (opção 1) e há ao menos uma circunstância que a agrava: tratamento em larga escala (opção 2); dados sensíveis ou de crianças, adolescentes ou idosos (opção 5) (art. 8º, § 3º, I).',
    );
  });

  it('is média with option 1 alone', () => {
    const result = computeFine(dosimetryInput(MEDIA));
    expect(result.grauInfracao).toBe('MEDIA');
    expect(result.classLabel).toBe('Média');
    expect(result.classReason).toBe(
      'Média: a infração pode afetar significativamente interesses ou direitos fundamentais dos titulares (opção 1), sem nenhuma das circunstâncias das opções 2 a 9 (art. 8º, § 2º).',
    );
  });

  it('is leve with option 10', () => {
    const result = computeFine(dosimetryInput());
    expect(result.grauInfracao).toBe('LEVE');
    expect(result.classReason).toBe(
      'Leve: nenhuma das situações das opções 1 a 9 foi marcada (art. 8º, § 1º).',
    );
  });

  it('is leve with options among 2-8 without option 1', () => {
    const result = computeFine(
      dosimetryInput({ infracao10: false, infracao2: true, infracao8: true }),
    );
    expect(result.grauInfracao).toBe('LEVE');
    expect(result.classReason).toBe(
      'Leve: as circunstâncias marcadas (tratamento em larga escala (opção 2); adoção sistemática de práticas irregulares (opção 8)) só tornam a infração grave quando ela também pode afetar significativamente interesses ou direitos fundamentais dos titulares (opção 1), que não foi marcada (art. 8º, § 1º).',
    );
  });
});

describe('computeFine: rate and base with revenue', () => {
  it.each([
    ['LEVE', {}, 0, '0.08'],
    ['LEVE', {}, 3, '0.15'],
    ['MEDIA', MEDIA, 0, '0.13'],
    ['MEDIA', MEDIA, 3, '0.5'],
    ['GRAVE', GRAVE, 0, '0.45'],
    ['GRAVE', GRAVE, 1, '0.8'],
  ] as const)('%s with GD %i has rate %s%%', (_grade, flags, grauDano, rate) => {
    expect(computeFine(dosimetryInput({ ...flags, grauDano })).rate).toBe(rate);
  });

  it('deducts the taxes from the revenue', () => {
    const result = computeFine(
      dosimetryInput({ ...GRAVE, valorFaturamento: 12_000_000, valorTributos: 2_000_000 }),
    );
    expect(result.revenue).toBe('10000000');
    expect(result.baseValue).toBe('45000');
    expect(result.valorSimulado).toBe(45000);
  });

  it('accepts the damage degree and the money fields as numeric text', () => {
    const result = computeFine(
      dosimetryInput({
        ...MEDIA,
        grauDano: '2',
        valorFaturamento: '10000000.00',
        valorTributos: '0',
        valorVantagemAuferidaEstimavel: '0',
      }),
    );
    expect(result.rate).toBe('0.3766666667');
    expect(result.valorSimulado).toBe(37666.67);
  });
});

describe('computeFine: no revenue, each class and damage degree', () => {
  it.each([
    [{}, 0, 1500],
    [{}, 1, 2166.67],
    [{}, 2, 2833.33],
    [{}, 3, 3500],
    [MEDIA, 0, 3000],
    [MEDIA, 1, 4333.33],
    [MEDIA, 2, 5666.67],
    [MEDIA, 3, 7000],
    [GRAVE, 0, 6750],
    [GRAVE, 1, 9750],
    [GRAVE, 2, 12750],
    [GRAVE, 3, 15750],
  ] as const)('%o with GD %i gives %d', (flags, grauDano, expected) => {
    const result = computeFine(
      dosimetryInput({
        ...flags,
        grauDano,
        naoTemFaturamento: true,
        valorFaturamento: 0,
        valorTributos: 0,
      }),
    );
    expect(result.rate).toBeNull();
    expect(result.cap).toBe('50000000');
    expect(result.valorSimulado).toBe(expected);
  });

  it('ignores revenue figures when "Não tenho faturamento" is ticked', () => {
    const result = computeFine(
      dosimetryInput({
        naoTemFaturamento: true,
        valorFaturamento: 999_999_999,
        valorTributos: 5,
      }),
    );
    expect(result.revenue).toBe('0');
    expect(result.valorSimulado).toBe(1500);
  });
});

describe('computeFine: agravantes at their caps', () => {
  it.each([
    ['etapa3pergunta1', '4 sanções anteriores (40%)', '0.4'],
    ['etapa3pergunta1', 'Mais de 4 sanções anteriores (40%)', '0.4'],
    ['etapa3pergunta2', '4 sanções nos últimos 5 anos (20%)', '0.2'],
    ['etapa3pergunta2', 'Mais de 4 sanções nos últimos 5 anos (20%)', '0.2'],
    ['etapa3pergunta3', '4 medidas de orientação descumpridas (80%)', '0.8'],
    ['etapa3pergunta3', 'Mais de 4 medidas de orientação descumpridas (80%)', '0.8'],
    ['etapa3pergunta4', '3 medidas corretivas descumpridas (90%)', '0.9'],
    ['etapa3pergunta4', 'Mais de 3 medidas corretivas descumpridas (90%)', '0.9'],
  ] as const)('%s "%s" adds %s', (field, option, sum) => {
    // No revenue, grave GD 0: base R$ 6.750,00, well under the cap.
    const result = computeFine(
      dosimetryInput({ ...GRAVE, naoTemFaturamento: true, [field]: option }),
    );
    expect(result.agravantes).toBe(sum);
    expect(result.valorSimulado).toBe(6750 * (1 + Number(sum)));
  });

  it('explains each agravante and the total', () => {
    const result = computeFine(
      dosimetryInput({
        etapa3pergunta1: '2 sanções anteriores (20%)',
        etapa3pergunta2: '3 sanções nos últimos 5 anos (15%)',
      }),
    );
    expect(result.steps.find((step) => step.title === 'Agravantes')?.detail).toBe(
      'Reincidência específica: +20%; Reincidência genérica: +15%. Total: +35%.',
    );
  });
});

describe('computeFine: atenuantes', () => {
  it('clamps the raw value at zero when atenuantes exceed 100% plus agravantes', () => {
    const result = computeFine(
      dosimetryInput({
        ...GRAVE,
        grauDano: 3,
        valorFaturamento: 10_000_000,
        etapa3pergunta5campo1: true,
        etapa3pergunta5campo4: true,
        etapa3pergunta5campo5: true,
        etapa3pergunta5campo7: true,
      }),
    );
    expect(result.atenuantes).toBe('1.2');
    expect(result.rawValue).toBe('0');
    expect(result.valorSimulado).toBe(12000);
    expect(result.steps.find((step) => step.title === 'Valor calculado')?.detail).toBe(
      brl(
        'R$ 150.000,00 × (1 + 0% − 120%) é negativo, pois as atenuantes superam 100% mais as agravantes; o valor calculado fica em R$ 0,00.',
      ),
    );
  });

  it('applies agravantes and atenuantes together on the base', () => {
    // 9.750 × (1 + 0.6 - 0.75) = 8.287,50; applied one after the other it would be 3.900,00.
    const result = computeFine(
      dosimetryInput({
        ...GRAVE,
        grauDano: 1,
        naoTemFaturamento: true,
        etapa3pergunta4: '2 medidas corretivas descumpridas (60%)',
        etapa3pergunta5campo1: true,
      }),
    );
    expect(result.valorSimulado).toBe(8287.5);
  });

  it('refuses to compute an input that breaks an exclusion', () => {
    const input = dosimetryInput({ etapa3pergunta5campo5: true, etapa3pergunta5campo6: true });
    expect(() => computeFine(input)).toThrow(InvalidDosimetryInputError);
    expect(() => computeFine(input)).toThrow(
      'Marque apenas um momento das medidas de reversão ou mitigação (itens 5 e 6 da pergunta 5) na etapa 3 Determinação do Valor da Multa.',
    );
  });
});

describe('computeFine: floor', () => {
  it.each([
    [{}, 3000],
    [MEDIA, 6000],
    [GRAVE, 12000],
  ] as const)('with revenue %o the floor is %d', (flags, floor) => {
    const result = computeFine(dosimetryInput({ ...flags, valorFaturamento: 1_000_000 }));
    expect(result.floor).toBe(String(floor));
    expect(result.valorSimulado).toBe(floor);
  });

  it.each([
    [{}, 1000],
    [MEDIA, 2000],
    [GRAVE, 4000],
  ] as const)('without revenue %o the floor is %d', (flags, floor) => {
    // Atenuantes of 80% bring every no-revenue base under its floor.
    const result = computeFine(
      dosimetryInput({
        ...flags,
        naoTemFaturamento: true,
        etapa3pergunta5campo1: true,
        etapa3pergunta5campo5: true,
      }),
    );
    expect(result.floor).toBe(String(floor));
    expect(result.valorSimulado).toBe(floor);
  });

  it('rises to twice the estimated advantage when that is larger', () => {
    const result = computeFine(dosimetryInput({ valorVantagemAuferidaEstimavel: 4000 }));
    expect(result.floor).toBe('8000');
    expect(result.valorSimulado).toBe(8000);
    expect(result.steps.find((step) => step.title === 'Valor mínimo')?.detail).toBe(
      brl(
        'Mínimo para infração leve com faturamento: R$ 3.000,00. O dobro da vantagem econômica estimada (2 × R$ 4.000,00 = R$ 8.000,00) é maior, então o mínimo passa a ser R$ 8.000,00.',
      ),
    );
  });

  it('keeps the minimum when twice the advantage is smaller', () => {
    const result = computeFine(dosimetryInput({ valorVantagemAuferidaEstimavel: 1000 }));
    expect(result.floor).toBe('3000');
    expect(result.valorSimulado).toBe(3000);
  });

  it('uses twice the advantage without revenue too', () => {
    const result = computeFine(
      dosimetryInput({ naoTemFaturamento: true, valorVantagemAuferidaEstimavel: 100_000 }),
    );
    expect(result.floor).toBe('200000');
    expect(result.valorSimulado).toBe(200000);
  });
});

describe('computeFine: cap', () => {
  it('limits the fine to 2% of revenue', () => {
    const result = computeFine(
      dosimetryInput({
        ...GRAVE,
        grauDano: 3,
        valorFaturamento: 1_000_000,
        etapa3pergunta4: '3 medidas corretivas descumpridas (90%)',
      }),
    );
    // base 15.000 × 1.9 = 28.500 > 2% of 1.000.000.
    expect(result.cap).toBe('20000');
    expect(result.valorSimulado).toBe(20000);
    expect(result.steps.find((step) => step.title === 'Valor máximo')?.detail).toBe(
      brl('O menor entre 2% do faturamento (R$ 20.000,00) e R$ 50.000.000,00: R$ 20.000,00.'),
    );
  });

  it('limits the fine to R$ 50.000.000,00 for a huge revenue', () => {
    const result = computeFine(
      dosimetryInput({
        ...GRAVE,
        grauDano: 3,
        valorFaturamento: 10_000_000_000,
        etapa3pergunta1: 'Mais de 4 sanções anteriores (40%)',
        etapa3pergunta2: 'Mais de 4 sanções nos últimos 5 anos (20%)',
        etapa3pergunta3: 'Mais de 4 medidas de orientação descumpridas (80%)',
        etapa3pergunta4: 'Mais de 3 medidas corretivas descumpridas (90%)',
      }),
    );
    expect(result.rawValue).toBe('495000000');
    expect(result.cap).toBe('50000000');
    expect(result.valorSimulado).toBe(50_000_000);
  });

  it('wins over the floor', () => {
    const result = computeFine(dosimetryInput({ ...GRAVE, valorFaturamento: 100_000 }));
    expect(result.floor).toBe('12000');
    expect(result.cap).toBe('2000');
    expect(result.valorSimulado).toBe(2000);
    expect(result.steps.at(-1)?.detail).toBe(
      brl('O mínimo (R$ 12.000,00) passa do máximo, e o máximo prevalece: R$ 2.000,00.'),
    );
  });

  it('wins over twice the advantage', () => {
    const result = computeFine(
      dosimetryInput({ valorFaturamento: 1_000_000, valorVantagemAuferidaEstimavel: 50_000 }),
    );
    expect(result.floor).toBe('100000');
    expect(result.valorSimulado).toBe(20000);
  });
});

describe('computeFine: rounding', () => {
  it('rounds half up to centavos only at the end', () => {
    // 0,08% × 3.750.006,25 = 3.000,005 (half even would give 3.000,00).
    const result = computeFine(dosimetryInput({ valorFaturamento: 3_750_006.25 }));
    expect(result.rawValue).toBe('3000.005');
    expect(result.valorSimulado).toBe(3000.01);
  });

  it('rounds down below half a centavo', () => {
    const result = computeFine(dosimetryInput({ valorFaturamento: 3_750_005 }));
    expect(result.rawValue).toBe('3000.004');
    expect(result.valorSimulado).toBe(3000);
  });

  it('keeps the thirds of the damage degree exact until the end', () => {
    // Leve GD 1: rate 0,10333...%; × 3.000.000 × 1.5 = 4.650,00 exactly.
    const result = computeFine(
      dosimetryInput({
        grauDano: 1,
        valorFaturamento: 3_000_000,
        etapa3pergunta3: 'Mais de 4 medidas de orientação descumpridas (80%)',
        etapa3pergunta5campo2: true,
        etapa3pergunta5campo6: true,
        etapa3pergunta5campo7: true,
        etapa3pergunta1: '2 sanções anteriores (20%)',
        etapa3pergunta2: '3 sanções nos últimos 5 anos (15%)',
      }),
    );
    expect(result.rate).toBe('0.1033333333');
    expect(result.rawValue).toBe('4650');
    expect(result.valorSimulado).toBe(4650);
  });
});

describe('computeFine: explanation', () => {
  it('lists every step in order with BRL money', () => {
    const result = computeFine(
      dosimetryInput({
        ...MEDIA,
        grauDano: 2,
        valorFaturamento: 10_500_000,
        valorTributos: 500_000,
        etapa3pergunta5campo2: true,
      }),
    );
    expect(result.steps.map((step) => step.title)).toEqual([
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
    expect(result.steps[2]?.detail).toBe(
      brl(
        'Faturamento (F) = R$ 10.500.000,00 − R$ 500.000,00 de tributos = R$ 10.000.000,00. Alíquota-base = 0,13% + (0,5% − 0,13%) × 2 ÷ 3 = (3 × 0,13% + 2 × 0,37%) ÷ 3 = 1,13% ÷ 3 (≈ 0,3767%). Valor base = R$ 10.000.000,00 × 1,13% ÷ 3 = R$ 113.000,00 ÷ 3 = R$ 37.666,67.',
      ),
    );
    expect(result.steps[3]?.detail).toBe('Nenhuma circunstância agravante.');
    expect(result.steps[4]?.detail).toBe(
      'Cessação após o procedimento preparatório: −50%. Total: −50%.',
    );
    expect(result.steps[1]?.detail).toMatch(/^Grau 2: Dano a direitos difusos/);
  });

  it.each([0, 1, 2, 3])(
    'writes the base value of damage degree %i with figures that multiply out',
    (grauDano) => {
      const result = computeFine(dosimetryInput({ ...MEDIA, grauDano }));
      const detail = result.steps[2]!.detail;
      const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
      const thirds =
        /Valor base = R\$\s([\d.,]+) × [\d,]+% ÷ 3 = R\$\s([\d.,]+) ÷ 3 = R\$\s([\d.,]+)\.$/.exec(
          detail,
        );
      const plain = /Valor base = R\$\s([\d.,]+) × ([\d,]+)% = R\$\s([\d.,]+)\.$/.exec(detail);
      if (thirds) {
        expect(money(thirds[3]!)).toBeCloseTo(money(thirds[2]!) / 3, 2);
      } else {
        expect(plain).not.toBeNull();
        const [, revenue, rate, base] = plain!;
        expect(money(base!)).toBeCloseTo((money(revenue!) * money(rate!)) / 100, 2);
      }
    },
  );

  it('explains the no-revenue base and cap', () => {
    const result = computeFine(dosimetryInput({ ...MEDIA, grauDano: 1, naoTemFaturamento: true }));
    expect(result.steps[2]?.detail).toBe(
      brl(
        'Sem faturamento, o valor base vai de R$ 3.000,00 a R$ 7.000,00 conforme o grau do dano: R$ 3.000,00 + (R$ 7.000,00 − R$ 3.000,00) × 1 ÷ 3 = R$ 4.333,33.',
      ),
    );
    expect(result.steps[7]?.detail).toBe(brl('Sem faturamento, o máximo é R$ 50.000.000,00.'));
  });
});
