// Wire shape of a fine simulation as spec 4 section 3.2 names it, and the calculation result.

export type InfractionNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type InfractionField = `infracao${InfractionNumber}`;

export type AgravanteQuestionNumber = 1 | 2 | 3 | 4;
export type AgravanteField = `etapa3pergunta${AgravanteQuestionNumber}`;

export type AtenuanteNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type AtenuanteField = `etapa3pergunta5campo${AtenuanteNumber}`;

/** A number as the form or the JSON body carries it: a number or its decimal text ("1234.56"). */
export type NumericInput = number | string;

export type DosimetryInput = Record<InfractionField, boolean> &
  Record<AgravanteField, string> &
  Record<AtenuanteField, boolean> & {
    /** Damage degree 0..3 (spec 4 section 3.2: text in one place, number in another). */
    grauDano: NumericInput;
    naoTemFaturamento: boolean;
    valorFaturamento: NumericInput | null;
    valorTributos: NumericInput | null;
    /** 0 when "Não" is answered in step 4 (spec 4 section 4). */
    valorVantagemAuferidaEstimavel: NumericInput | null;
  };

export type InfractionClass = 'LEVE' | 'MEDIA' | 'GRAVE';
export type InfractionClassLabel = 'Leve' | 'Média' | 'Grave';

export type DosimetryStep = { title: string; detail: string };

export type DosimetryIssue = { field: string; message: string };

/**
 * The whole calculation, so the result screen can explain every step. Money and fractions are
 * decimal strings (dot separator); intermediate values with repeating decimals are shown with at
 * most 10 decimal places, while the calculation itself keeps full precision.
 */
export type DosimetryResult = {
  grauInfracao: InfractionClass;
  classLabel: InfractionClassLabel;
  /** Why the infraction got this class (Art. 8). */
  classReason: string;
  /** Base rate as a percentage ("0.3766666667" means 0,3766...%); null without revenue. */
  rate: string | null;
  /** Revenue F = valorFaturamento - valorTributos; "0" without revenue. */
  revenue: string;
  baseValue: string;
  /** Sum of the agravantes as a fraction ("0.3" for +30%). */
  agravantes: string;
  /** Sum of the atenuantes as a fraction ("0.55" for -55%). */
  atenuantes: string;
  rawValue: string;
  floor: string;
  cap: string;
  /** Final fine in reais, rounded half up to centavos. */
  valorSimulado: number;
  steps: DosimetryStep[];
};
