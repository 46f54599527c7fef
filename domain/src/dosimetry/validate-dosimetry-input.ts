import type { AtenuanteNumber, DosimetryIssue, InfractionNumber } from './dosimetry-types';
import { AGRAVANTE_QUESTIONS, findAgravanteOption } from './agravante-questions';
import { EXCLUSIVE_ATENUANTE_GROUPS, atenuanteField } from './atenuante-options';
import { DOSIMETRY_MESSAGES as M, unknownAgravanteOptionMessage } from './dosimetry-messages';
import { NO_INFRACTION_OPTION, infractionField } from './infraction-options';
import { isWholeDecimal } from '../format/exact-decimal';
import { type ParsedNumber, parseNumericInput } from './numeric-input';

type Payload = Record<string, unknown>;

/** Field named in issues that concern the whole of step 1 or of question 5 of step 3. */
export const INFRACTION_GROUP_FIELD = 'infracao';
export const ATENUANTE_GROUP_FIELD = 'etapa3pergunta5';

const INFRACTION_NUMBERS: readonly InfractionNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ATENUANTE_NUMBERS: readonly AtenuanteNumber[] = [1, 2, 3, 4, 5, 6, 7];

/** Absent means unticked; anything but a boolean is rejected. */
function flag(payload: Payload, field: string, issues: DosimetryIssue[]): boolean {
  const value = payload[field];
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  issues.push({ field, message: M.notBoolean });
  return false;
}

function checkInfractions(payload: Payload, issues: DosimetryIssue[]): void {
  const ticked = INFRACTION_NUMBERS.filter((n) => flag(payload, infractionField(n), issues));
  if (ticked.length === 0) {
    issues.push({ field: INFRACTION_GROUP_FIELD, message: M.step1Required });
  } else if (ticked.includes(NO_INFRACTION_OPTION) && ticked.length > 1) {
    issues.push({ field: INFRACTION_GROUP_FIELD, message: M.step1NoneWithOthers });
  }
}

function checkDamage(payload: Payload, issues: DosimetryIssue[]): void {
  const parsed = parseNumericInput(payload.grauDano);
  if (parsed.kind === 'missing') {
    issues.push({ field: 'grauDano', message: M.damageRequired });
  } else if (
    parsed.kind === 'invalid' ||
    !isWholeDecimal(parsed.value) ||
    parsed.value.lt(0) ||
    parsed.value.gt(3)
  ) {
    issues.push({ field: 'grauDano', message: M.damageInvalid });
  }
}

type MoneyMessages = { required: string; notNumber: string; negative: string };

/** Pushes the issue of a money field and returns the parsed value only when it is usable. */
function money(
  payload: Payload,
  field: string,
  messages: MoneyMessages,
  issues: DosimetryIssue[],
): ParsedNumber {
  const parsed = parseNumericInput(payload[field]);
  if (parsed.kind === 'missing') issues.push({ field, message: messages.required });
  if (parsed.kind === 'invalid') issues.push({ field, message: messages.notNumber });
  if (parsed.kind === 'ok' && parsed.value.lt(0)) {
    issues.push({ field, message: messages.negative });
    return { kind: 'invalid' };
  }
  return parsed;
}

function checkRevenue(payload: Payload, issues: DosimetryIssue[]): void {
  // Spec 4 section 4: "Não tenho faturamento" sends 0 for both, so they are not read.
  if (flag(payload, 'naoTemFaturamento', issues)) return;
  const revenue = money(
    payload,
    'valorFaturamento',
    { required: M.revenueRequired, notNumber: M.revenueNotNumber, negative: M.revenueNegative },
    issues,
  );
  const taxes = money(
    payload,
    'valorTributos',
    { required: M.taxesRequired, notNumber: M.taxesNotNumber, negative: M.taxesNegative },
    issues,
  );
  if (revenue.kind !== 'ok' || taxes.kind !== 'ok') return;
  if (taxes.value.gt(revenue.value)) {
    issues.push({ field: 'valorTributos', message: M.taxesAboveRevenue });
  } else if (taxes.value.eq(revenue.value)) {
    // Zero revenue after taxes would cap the fine at R$ 0,00; that case is the no-revenue path.
    issues.push({ field: 'valorFaturamento', message: M.revenueZero });
  }
}

function checkAgravantes(payload: Payload, issues: DosimetryIssue[]): void {
  for (const question of AGRAVANTE_QUESTIONS) {
    const value = payload[question.field];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      issues.push({ field: question.field, message: M.step3Required });
    } else if (typeof value !== 'string' || !findAgravanteOption(question, value)) {
      issues.push({ field: question.field, message: unknownAgravanteOptionMessage(String(value)) });
    }
  }
}

function checkAtenuantes(payload: Payload, issues: DosimetryIssue[]): void {
  const ticked = ATENUANTE_NUMBERS.filter((n) => flag(payload, atenuanteField(n), issues));
  const [cessation, mitigation] = EXCLUSIVE_ATENUANTE_GROUPS;
  const breaks = (group: readonly AtenuanteNumber[] | undefined) =>
    ticked.filter((n) => group?.includes(n)).length > 1;
  if (breaks(cessation)) {
    issues.push({ field: ATENUANTE_GROUP_FIELD, message: M.cessationExclusive });
  }
  if (breaks(mitigation)) {
    issues.push({ field: ATENUANTE_GROUP_FIELD, message: M.mitigationExclusive });
  }
}

function checkAdvantage(payload: Payload, issues: DosimetryIssue[]): void {
  // "Não" on the estimable advantage is sent as 0 (spec 4 section 4), so absence is unanswered.
  money(
    payload,
    'valorVantagemAuferidaEstimavel',
    {
      required: M.step4Required,
      notNumber: M.advantageNotNumber,
      negative: M.advantageNegative,
    },
    issues,
  );
}

/** Every problem of a simulation payload, in form order; empty when it can be computed. */
export function validateDosimetryInput(input: unknown): DosimetryIssue[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return [{ field: '', message: M.invalidPayload }];
  }
  const payload = input as Payload;
  const issues: DosimetryIssue[] = [];
  checkInfractions(payload, issues);
  checkDamage(payload, issues);
  checkRevenue(payload, issues);
  checkAgravantes(payload, issues);
  checkAtenuantes(payload, issues);
  checkAdvantage(payload, issues);
  return issues;
}
