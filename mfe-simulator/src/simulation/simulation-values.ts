import {
  AGRAVANTE_NONE,
  DEFAULT_ATENUANTE_SELECTION,
  DEFAULT_INFRACTION_SELECTION,
  INFRACTION_FIELDS,
  MITIGATING_FACTOR_FIELDS,
  STEP3_QUESTION_FIELDS,
} from '@dpohub/domain';
import type {
  AgravanteField,
  AtenuanteSelection,
  DamageDegree,
  DosimetryInput,
  FineSimulation,
  InfractionSelection,
} from '@dpohub/domain';

/** What the simulator form holds: the wire answers plus the form-only switches. */
export type SimulationFormValues = InfractionSelection &
  AtenuanteSelection &
  Record<AgravanteField, string | null> & {
    grauDano: DamageDegree | null;
    naoTemFaturamento: boolean;
    valorFaturamento: number | null;
    valorTributos: number | null;
    /** 'Não' in step 4: no estimable advantage (sent as 0). */
    semVantagem: boolean;
    valorVantagemAuferidaEstimavel: number | null;
    /** Internal form only. */
    files: File[];
  };

export const INITIAL_SIMULATION_VALUES: SimulationFormValues = {
  ...DEFAULT_INFRACTION_SELECTION,
  ...DEFAULT_ATENUANTE_SELECTION,
  etapa3pergunta1: AGRAVANTE_NONE,
  etapa3pergunta2: AGRAVANTE_NONE,
  etapa3pergunta3: AGRAVANTE_NONE,
  etapa3pergunta4: AGRAVANTE_NONE,
  grauDano: null,
  naoTemFaturamento: false,
  valorFaturamento: null,
  valorTributos: null,
  semVantagem: false,
  valorVantagemAuferidaEstimavel: null,
  files: [],
};

/** The questionnaire answers as the wire carries them (spec 4 sections 3.2 and 4). */
export function toDosimetryInput(values: SimulationFormValues): DosimetryInput {
  const answers: Record<string, unknown> = {};
  for (const field of INFRACTION_FIELDS) answers[field] = values[field];
  for (const field of STEP3_QUESTION_FIELDS) answers[field] = values[field];
  for (const field of MITIGATING_FACTOR_FIELDS) answers[field] = values[field];
  return {
    ...answers,
    // Unanswered stays null so the domain validation names it.
    grauDano: values.grauDano,
    naoTemFaturamento: values.naoTemFaturamento,
    // "Não tenho faturamento" hides both inputs and sends 0 for both (spec 4 section 4).
    valorFaturamento: values.naoTemFaturamento ? 0 : values.valorFaturamento,
    valorTributos: values.naoTemFaturamento ? 0 : values.valorTributos,
    // "Não" on the estimable advantage sends 0 (spec 4 section 4).
    valorVantagemAuferidaEstimavel: values.semVantagem ? 0 : values.valorVantagemAuferidaEstimavel,
  } as DosimetryInput;
}

/** The full simulation payload of save, save_lp and PUT {id}. */
export function toSimulationPayload(
  values: SimulationFormValues,
  record: { id: number; createdByUserLP: boolean },
): FineSimulation {
  return {
    ...toDosimetryInput(values),
    id: record.id,
    valorSimulado: null,
    grauInfracao: null,
    createdByUserLP: record.createdByUserLP,
    client: null,
    createdAt: null,
    enabled: true,
    filePath: null,
    filename: null,
  };
}
