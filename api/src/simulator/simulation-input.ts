import {
  AGRAVANTE_QUESTIONS,
  INFRACTION_FIELDS,
  MITIGATING_FACTOR_FIELDS,
  computeFine,
  validateDosimetryInput,
  type DosimetryInput,
  type DosimetryResult,
} from '@dpohub/domain';
import { badRequest } from '../errors/api-error';

export interface ComputedSimulation {
  answers: DosimetryInput;
  result: DosimetryResult;
}

const toNumber = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** The answers as stored: booleans, trimmed option texts and plain numbers. */
function normalise(payload: Record<string, unknown>): DosimetryInput {
  const answers = {} as DosimetryInput;
  for (const field of INFRACTION_FIELDS) answers[field] = payload[field] === true;
  for (const field of MITIGATING_FACTOR_FIELDS) answers[field] = payload[field] === true;
  for (const { field } of AGRAVANTE_QUESTIONS) answers[field] = String(payload[field]).trim();
  answers.grauDano = toNumber(payload.grauDano);
  answers.naoTemFaturamento = payload.naoTemFaturamento === true;
  // Spec 4 section 4: "Não tenho faturamento" sends 0 for revenue and taxes.
  answers.valorFaturamento = answers.naoTemFaturamento ? 0 : toNumber(payload.valorFaturamento);
  answers.valorTributos = answers.naoTemFaturamento ? 0 : toNumber(payload.valorTributos);
  answers.valorVantagemAuferidaEstimavel = toNumber(payload.valorVantagemAuferidaEstimavel);
  return answers;
}

/**
 * Validates a simulation payload (400 with the first Portuguese message) and computes the fine
 * on the server: the browser never computes grauInfracao or valorSimulado (spec 4 section 3.2).
 */
export function computeSimulation(payload: unknown): ComputedSimulation {
  const [issue] = validateDosimetryInput(payload);
  if (issue) throw badRequest(issue.message, { field: issue.field });
  const answers = normalise(payload as Record<string, unknown>);
  return { answers, result: computeFine(answers) };
}
