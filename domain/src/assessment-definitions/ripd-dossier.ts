// The RIPD's result in the dossier (and so in its versions): each risk before and after its
// measures with its level, the highest residual level, the art. 4 high-risk verdict, the
// controller's decision and the warning when it proceeds with a residual risk 'Alto'.
import type { DossierSection } from '../assessments/assessment-dossier';
import { DEFINITION_MESSAGES } from './definition-messages';
import { RIPD_MESSAGES } from './ripd-messages';
import { RISK_SCALE, type RipdResult, type RiskPlacement } from './ripd-risk';

const m = RIPD_MESSAGES;
const scaleLabel = (value: number) => RISK_SCALE[value - 1]?.label ?? String(value);

/** 'probabilidade Importante, gravidade Máxima' */
export function ripdPlacementWhere(placement: RiskPlacement | null): string {
  if (!placement) return m.notRated;
  return m.placement(scaleLabel(placement.likelihood), scaleLabel(placement.severity));
}

/** 'probabilidade Importante, gravidade Máxima: Alto (deve ser evitado ou reduzido)' */
export function ripdPlacementText(placement: RiskPlacement | null): string {
  if (!placement) return m.notRated;
  return `${ripdPlacementWhere(placement)}: ${m.levelText(placement.level)}`;
}

export function ripdDossierSection(result: RipdResult): DossierSection {
  const decision = m.decisions.find((d) => d.value === result.decision)?.label ?? m.noDecision;
  return {
    heading: DEFINITION_MESSAGES.summary,
    rows: [
      ...result.risks.map((risk) => ({
        label: `${m.riskTag(risk.number)} - ${risk.description || '-'}`,
        value: `${m.inherent}: ${ripdPlacementText(risk.inherent)}. ${m.residual}: ${ripdPlacementText(risk.residual)}.`,
      })),
      {
        label: m.highestResidual,
        value: result.highestResidual ? m.levelText(result.highestResidual) : m.noRisk,
      },
      {
        label: m.highRiskTitle,
        value: `${result.highRisk.high ? m.highRiskYes : m.highRiskNo} ${m.criteriaMet(result.highRisk.general.length, result.highRisk.specific.length)}`,
      },
      { label: m.decision, value: decision },
    ],
    ...(result.proceedsWithHighResidual ? { paragraphs: [m.warning] } : {}),
  };
}
