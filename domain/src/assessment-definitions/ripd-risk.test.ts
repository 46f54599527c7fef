// The RIPD's risk rule, written out by hand before the code: every cell of the 4 x 4 map and three
// whole reports. Sources: CNIL, "PIA - Méthodologie" (2018), risk map (severity and likelihood
// 1-4: Négligeable, Limitée, Importante, Maximale); Res. CD/ANPD 2/2022 art. 4 (high risk: at
// least one general and one specific criterion).
import { businessCalendar } from '../calendar';
import { definitionMissing } from './definition-answers';
import type { DefinitionAnswers } from './definition-types';
import { ripdDossierSection } from './ripd-dossier';
import { RIPD_MESSAGES } from './ripd-messages';
import { RIPD } from './ripd';
import { ripdResult, riskLevel, type RipdRiskLevel } from './ripd-risk';

const B: RipdRiskLevel = 'low';
const M: RipdRiskLevel = 'medium';
const A: RipdRiskLevel = 'high';

// Rows: severity 1 (Desprezível) to 4 (Máxima); columns: likelihood 1 to 4.
// Both at 3-4 -> Alto; exactly one at 3-4 -> Médio; both at 1-2 -> Baixo.
const TABLE: readonly (readonly RipdRiskLevel[])[] = [
  /* severity 1 */ [B, B, M, M],
  /* severity 2 */ [B, B, M, M],
  /* severity 3 */ [M, M, A, A],
  /* severity 4 */ [M, M, A, A],
];

describe('RIPD risk level (CNIL PIA risk map)', () => {
  const cells = TABLE.flatMap((row, s) =>
    row.map((level, l) => ({ severity: s + 1, likelihood: l + 1, level })),
  );

  it.each(cells)(
    'severity $severity, likelihood $likelihood -> $level',
    ({ severity, likelihood, level }) => {
      expect(riskLevel(likelihood, severity)).toBe(level);
    },
  );

  it('covers the 16 cells', () => {
    expect(cells).toHaveLength(16);
  });
});

const describeStep: DefinitionAnswers = {
  nature: 'Coleta de dados no cadastro do paciente e no prontuário eletrônico.',
  scope: 'Cerca de 3 milhões de pacientes em todo o país, guardados por 20 anos.',
  context: 'Rede de clínicas; os pacientes esperam sigilo médico.',
  purposes: 'Prestar assistência à saúde e faturar os convênios.',
  dataTypes: ['identification', 'contact', 'health'],
  subjectCategories: ['patients'],
  sensitiveData: 'yes',
  vulnerableSubjects: ['children', 'elderly'],
  largeScale: 'yes',
  collectionMethod: 'Formulário na recepção e integração com o laboratório.',
};

// Case 1 (the journey's): large scale + health data -> high risk by art. 4. Risk 1 goes from
// likelihood 3 / severity 4 (Alto) to 1 / 4 (Médio); risk 2 from 2 / 2 (Baixo) to 1 / 2 (Baixo).
// Highest residual: Médio. The controller proceeds with the measures: no warning.
const RIPD_CASE_1: DefinitionAnswers = {
  ...describeStep,
  highRiskCriteria: ['largeScale', 'sensitiveOrVulnerable'],
  risks: [
    {
      description: 'Acesso indevido ao prontuário',
      rightsAffected: ['privacy'],
      likelihood: '3',
      severity: '4',
      measures: 'Perfis de acesso e registro de acessos',
      residualLikelihood: '1',
      residualSeverity: '4',
    },
    {
      description: 'Uso para finalidade não informada',
      rightsAffected: ['selfDetermination'],
      likelihood: '2',
      severity: '2',
      measures: 'Aviso de privacidade revisto',
      residualLikelihood: '1',
      residualSeverity: '2',
    },
  ],
  decision: 'proceedWithMeasures',
};

describe('RIPD result, three whole cases', () => {
  it('case 1: two risks, high risk by art. 4, highest residual Médio, no warning', () => {
    expect(ripdResult(RIPD_CASE_1)).toEqual({
      risks: [
        {
          number: 1,
          description: 'Acesso indevido ao prontuário',
          inherent: { likelihood: 3, severity: 4, level: 'high' },
          residual: { likelihood: 1, severity: 4, level: 'medium' },
        },
        {
          number: 2,
          description: 'Uso para finalidade não informada',
          inherent: { likelihood: 2, severity: 2, level: 'low' },
          residual: { likelihood: 1, severity: 2, level: 'low' },
        },
      ],
      highestResidual: 'medium',
      highRisk: { general: ['largeScale'], specific: ['sensitiveOrVulnerable'], high: true },
      decision: 'proceedWithMeasures',
      proceedsWithHighResidual: false,
    });
  });

  // Case 2: one general criterion and no specific one -> not high risk by art. 4; one risk at
  // 4 / 4 (Alto) stays at 3 / 3 (Alto); the conclusion says "pode prosseguir": warning.
  it('case 2: a general criterion alone is not high risk; "pode prosseguir" with a residual Alto warns', () => {
    const answers: DefinitionAnswers = {
      ...describeStep,
      highRiskCriteria: ['significantEffect'],
      risks: [
        {
          description: 'Vazamento da base',
          likelihood: '4',
          severity: '4',
          residualLikelihood: '3',
          residualSeverity: '3',
        },
      ],
      decision: 'proceed',
    };
    expect(ripdResult(answers)).toEqual({
      risks: [
        {
          number: 1,
          description: 'Vazamento da base',
          inherent: { likelihood: 4, severity: 4, level: 'high' },
          residual: { likelihood: 3, severity: 3, level: 'high' },
        },
      ],
      highestResidual: 'high',
      highRisk: { general: ['significantEffect'], specific: [], high: false },
      decision: 'proceed',
      proceedsWithHighResidual: true,
    });
  });

  // Case 3: no criterion; risk 1 from 3 / 1 (Médio) to 2 / 1 (Baixo); risk 2 not yet rated
  // (placed nowhere, no level); the controller stops: no warning, highest residual Baixo.
  it('case 3: no criterion, an unrated risk is placed nowhere, "não deve prosseguir" never warns', () => {
    const answers: DefinitionAnswers = {
      ...describeStep,
      highRiskCriteria: ['none'],
      risks: [
        {
          description: 'Dado desatualizado',
          likelihood: '3',
          severity: '1',
          residualLikelihood: '2',
          residualSeverity: '1',
        },
        { description: 'Ainda em análise', likelihood: '4' },
      ],
      decision: 'stop',
    };
    expect(ripdResult(answers)).toEqual({
      risks: [
        {
          number: 1,
          description: 'Dado desatualizado',
          inherent: { likelihood: 3, severity: 1, level: 'medium' },
          residual: { likelihood: 2, severity: 1, level: 'low' },
        },
        { number: 2, description: 'Ainda em análise', inherent: null, residual: null },
      ],
      highestResidual: 'low',
      highRisk: { general: [], specific: [], high: false },
      decision: 'stop',
      proceedsWithHighResidual: false,
    });
  });

  it('the definition computes it', () => {
    const context = { today: '2026-11-26', calendar: businessCalendar() };
    expect(RIPD.custom!.compute(RIPD_CASE_1, context)).toEqual(ripdResult(RIPD_CASE_1));
  });
});

describe('RIPD steps and dossier', () => {
  it('a risk with an empty required field keeps step 3 unfilled, naming the item and the field', () => {
    const answers: DefinitionAnswers = {
      risks: [{ description: 'Vazamento', likelihood: '3', severity: '3' }],
    };
    expect(definitionMissing(RIPD, answers)[3]).toEqual([
      'Item 1 de "Riscos": Direitos e liberdades afetados',
      'Item 1 de "Riscos": Medidas para este risco: segurança, salvaguardas e mitigação',
      'Item 1 de "Riscos": Probabilidade residual',
      'Item 1 de "Riscos": Gravidade residual',
    ]);
    expect(definitionMissing(RIPD, RIPD_CASE_1)[3]).toEqual([]);
  });

  it('the dossier prints each risk before and after, the highest residual, art. 4 and the warning', () => {
    const section = ripdDossierSection(
      ripdResult({ ...RIPD_CASE_1, decision: 'proceed', risks: [risk(4, 4, 3, 4)] }),
    );
    expect(section.rows).toEqual([
      {
        label: 'R1 - Vazamento',
        value:
          'Antes das medidas: probabilidade Máxima, gravidade Máxima: Alto (deve ser evitado ou reduzido). Risco residual: probabilidade Importante, gravidade Máxima: Alto (deve ser evitado ou reduzido).',
      },
      { label: 'Maior risco residual', value: 'Alto (deve ser evitado ou reduzido)' },
      {
        label: 'Alto risco (Res. CD/ANPD 2/2022, art. 4º)',
        value:
          'Sim: atende a pelo menos um critério geral e a um critério específico; o RIPD é recomendado antes do tratamento. Critérios gerais atendidos: 1; específicos: 1.',
      },
      { label: 'Decisão do controlador', value: 'O tratamento pode prosseguir' },
    ]);
    expect(section.paragraphs).toEqual([RIPD_MESSAGES.warning]);
  });
});

function risk(likelihood: number, severity: number, residualL: number, residualS: number) {
  return {
    description: 'Vazamento',
    likelihood: String(likelihood),
    severity: String(severity),
    residualLikelihood: String(residualL),
    residualSeverity: String(residualS),
  };
}
