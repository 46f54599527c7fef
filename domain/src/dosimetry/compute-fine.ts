import type { DosimetryInput, DosimetryIssue, DosimetryResult } from './dosimetry-types';
import { roundHalfUp } from '../format/exact-decimal';
import { decimalText } from './dosimetry-decimal';
import { explainFine } from './explain-fine';
import { computeFineFigures } from './fine-figures';
import { validateDosimetryInput } from './validate-dosimetry-input';

/** Thrown by computeFine for an input that validateDosimetryInput rejects. */
export class InvalidDosimetryInputError extends Error {
  constructor(readonly issues: DosimetryIssue[]) {
    super(issues.map((issue) => issue.message).join(' '));
    this.name = 'InvalidDosimetryInputError';
  }
}

/**
 * The simple fine of Resolução CD/ANPD nº 4/2023 for one simulation, with every figure and a
 * Portuguese explanation of each step. Only the final value is rounded (centavos, half up).
 */
export function computeFine(input: DosimetryInput): DosimetryResult {
  const issues = validateDosimetryInput(input);
  if (issues.length > 0) throw new InvalidDosimetryInputError(issues);
  const f = computeFineFigures(input);
  return {
    grauInfracao: f.grauInfracao,
    classLabel: f.classLabel,
    classReason: f.classReason,
    rate: f.rate === null ? null : decimalText(f.rate),
    revenue: decimalText(f.revenue),
    baseValue: decimalText(f.baseValue),
    agravantes: decimalText(f.agravantes),
    atenuantes: decimalText(f.atenuantes),
    rawValue: decimalText(f.rawValue),
    floor: decimalText(f.floor),
    cap: decimalText(f.cap),
    valorSimulado: roundHalfUp(f.unroundedFine, 2).toNumber(),
    steps: explainFine(f),
  };
}
