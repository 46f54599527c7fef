import * as v from 'valibot';
import { DEMAND_LIMITS, PRAZO_ATENDIMENTO, SERVICE_TYPE } from '../constants';
import { MESSAGES } from '../messages';
import {
  field,
  fieldRule,
  requiredBoolean,
  requiredNumber,
  requiredText,
  text,
  textOf,
} from './form-schema';

// Demand forms (spec 2 section 5). Selects may hold an id or an { id } object.

/** The id held by a select: 2, '2' or { id: 2 } -> 2; nothing -> null. */
export function selectedId(value: unknown): number | null {
  const raw = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  if (raw === null || raw === undefined || raw === '') return null;
  const id = Number(raw);
  return Number.isFinite(id) ? id : null;
}

/**
 * On submit, a deadline whose month is above 12 or day above 31 is refused (spec 2 section 5).
 * The text is dd/MM/yyyy; an empty deadline is left to the required rule.
 */
export function validateDeadlineText(prazo: string | null | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/\d{4}$/.exec((prazo ?? '').trim());
  if (!match) return prazo?.trim() ? MESSAGES.invalidDeadline : null;
  return Number(match[1]) > 31 || Number(match[2]) > 12 ? MESSAGES.invalidDeadline : null;
}

/** A select that must hold an id. */
const requiredSelect = () =>
  field(
    v.custom<unknown>((value) => selectedId(value) !== null, MESSAGES.required),
    null,
  );

const prazoAtendimento = () =>
  v.pipe(
    requiredText(MESSAGES.required, false),
    v.check((value) => Object.values<string>(PRAZO_ATENDIMENTO).includes(value), MESSAGES.required),
  );

const followsSla = (values: Record<string, unknown>) =>
  values.prazoAtendimento === PRAZO_ATENDIMENTO.SLA;

// prazo is required, as a full date, unless the deadline follows the SLA.
const prazoRules = () =>
  [
    fieldRule(
      'prazo',
      MESSAGES.required,
      (values) => followsSla(values) || textOf(values.prazo) !== '',
    ),
    fieldRule(
      'prazo',
      MESSAGES.invalidDeadline,
      (values) =>
        followsSla(values) ||
        textOf(values.prazo) === '' ||
        (textOf(values.prazo).length >= DEMAND_LIMITS.deadlineMinLength &&
          validateDeadlineText(textOf(values.prazo)) === null),
    ),
  ] as const;

/** Staff demand form (spec 2 sections 2.4 and 5). */
export const staffDemandSchema = v.pipe(
  v.object({
    client: requiredSelect(),
    demanda: requiredText(),
    serviceType: requiredSelect(),
    areaInterna: requiredText(),
    areaDemandante: requiredText(),
    autorDemanda: requiredText(),
    consumoHoras: requiredBoolean(),
    descricaoTrabalho: requiredText(),
    lawyer: requiredSelect(),
    prazoAtendimento: prazoAtendimento(),
    prazo: text(),
  }),
  ...prazoRules(),
);

const isConsulta = (serviceType: unknown) => selectedId(serviceType) === SERVICE_TYPE.CONSULTA;

/** Client request form (spec 2 sections 2.6 and 5). */
export const clientDemandSchema = v.pipe(
  v.object({
    demanda: requiredText(),
    serviceType: requiredSelect(),
    tipoConsulta: text(),
    tipoAvaliacao: text(),
    consumoHoras: requiredBoolean(),
    descricaoTrabalho: v.pipe(
      requiredText(),
      v.maxLength(DEMAND_LIMITS.descriptionMaxLength, MESSAGES.descriptionTooLong),
    ),
    prazoAtendimento: prazoAtendimento(),
    prazo: text(),
    files: v.optional(
      v.pipe(v.array(v.unknown()), v.maxLength(DEMAND_LIMITS.maxFiles, MESSAGES.demandMaxFiles)),
    ),
  }),
  fieldRule(
    'tipoConsulta',
    MESSAGES.required,
    (values) => !isConsulta(values.serviceType) || textOf(values.tipoConsulta) !== '',
  ),
  fieldRule(
    'tipoAvaliacao',
    MESSAGES.required,
    (values) =>
      selectedId(values.serviceType) === null ||
      isConsulta(values.serviceType) ||
      textOf(values.tipoAvaliacao) !== '',
  ),
  ...prazoRules(),
);

/** Internal data of the request details, admin only (spec 2 section 5). */
export const internalDataSchema = v.object({
  valor: requiredNumber(),
  horas: requiredText(),
  lawyer: requiredNumber(),
  areaInterna: requiredText(),
});
