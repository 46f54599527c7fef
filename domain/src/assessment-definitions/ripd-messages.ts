// The words of the RIPD's result, on the screen and in the dossier (issue 32).
import { RIPD_DECISIONS, type RipdRiskLevel } from './ripd-risk';

/** CNIL PIA methodology, risk map: each level and what to do with a risk of that level. */
const LEVELS: Readonly<Record<RipdRiskLevel, { label: string; guidance: string }>> = {
  high: { label: 'Alto', guidance: 'deve ser evitado ou reduzido' },
  medium: { label: 'Médio', guidance: 'deve ser reduzido' },
  low: { label: 'Baixo', guidance: 'pode ser aceito' },
};

export const RIPD_MESSAGES = {
  decisions: [
    { value: RIPD_DECISIONS.proceed, label: 'O tratamento pode prosseguir' },
    {
      value: RIPD_DECISIONS.proceedWithMeasures,
      label: 'O tratamento pode prosseguir com as medidas previstas',
    },
    { value: RIPD_DECISIONS.stop, label: 'O tratamento não deve prosseguir' },
  ],
  levels: LEVELS,
  matrixTitle: 'Mapa de riscos',

  likelihood: 'Probabilidade',
  severity: 'Gravidade',
  before: 'antes',
  after: 'depois',
  riskTag: (number: number) => `R${number}`,
  legend:
    'Gravidade nas linhas, probabilidade nas colunas: 1 Desprezível, 2 Limitada, 3 Importante, 4 Máxima. R1 antes: o risco sem as medidas; R1 depois: o risco residual, com as medidas.',
  risksTitle: 'Riscos',
  risk: 'Risco',
  inherent: 'Antes das medidas',
  residual: 'Risco residual',
  notRated: 'não avaliado',
  placement: (likelihoodLabel: string, severityLabel: string) =>
    `probabilidade ${likelihoodLabel}, gravidade ${severityLabel}`,
  levelText: (level: RipdRiskLevel) => `${LEVELS[level].label} (${LEVELS[level].guidance})`,
  highestResidual: 'Maior risco residual',
  noRisk: 'Nenhum risco avaliado.',
  highRiskTitle: 'Alto risco (Res. CD/ANPD 2/2022, art. 4º)',
  highRiskYes:
    'Sim: atende a pelo menos um critério geral e a um critério específico; o RIPD é recomendado antes do tratamento.',
  highRiskNo: 'Não: não atende, ao mesmo tempo, a um critério geral e a um critério específico.',
  criteriaMet: (general: number, specific: number) =>
    `Critérios gerais atendidos: ${general}; específicos: ${specific}.`,
  decision: 'Decisão do controlador',
  noDecision: 'Não informada',
  warning:
    'Atenção: a conclusão diz que o tratamento pode prosseguir, mas há risco residual Alto, que deve ser evitado ou reduzido antes de o tratamento prosseguir.',
} as const;
