import { array, boolean, mixed, number, object, string } from 'yup';
import { DEMAND_LIMITS, PRAZO_ATENDIMENTO, SERVICE_TYPE } from '../constants';
import { MESSAGES } from '../messages';

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

// An empty select holds null: nullable() lets the 'selected' test answer with the spec's message
// instead of yup's own English "cannot be null".
const requiredSelect = () =>
  mixed()
    .nullable()
    .test('selected', MESSAGES.required, (value) => selectedId(value) !== null);

const requiredText = () => string().trim().required(MESSAGES.required);

const prazoAtendimento = () =>
  string().required(MESSAGES.required).oneOf(Object.values(PRAZO_ATENDIMENTO), MESSAGES.required);

// prazo is required, as a full date, unless the deadline follows the SLA.
const prazo = () =>
  string()
    .trim()
    .when('prazoAtendimento', {
      is: (choice: unknown) => choice !== PRAZO_ATENDIMENTO.SLA,
      then: (schema) =>
        schema
          .required(MESSAGES.required)
          .min(DEMAND_LIMITS.deadlineMinLength, MESSAGES.invalidDeadline)
          .test(
            'deadline',
            MESSAGES.invalidDeadline,
            (value) => validateDeadlineText(value) === null,
          ),
      otherwise: (schema) => schema.notRequired(),
    });

/** Staff demand form (spec 2 sections 2.4 and 5). */
export const staffDemandSchema = object({
  client: requiredSelect(),
  demanda: requiredText(),
  serviceType: requiredSelect(),
  areaInterna: requiredText(),
  areaDemandante: requiredText(),
  autorDemanda: requiredText(),
  consumoHoras: boolean().required(MESSAGES.required),
  descricaoTrabalho: requiredText(),
  lawyer: requiredSelect(),
  prazoAtendimento: prazoAtendimento(),
  prazo: prazo(),
});

const isConsulta = (serviceType: unknown) => selectedId(serviceType) === SERVICE_TYPE.CONSULTA;

/** Client request form (spec 2 sections 2.6 and 5). */
export const clientDemandSchema = object({
  demanda: requiredText(),
  serviceType: requiredSelect(),
  tipoConsulta: string()
    .trim()
    .when('serviceType', {
      is: isConsulta,
      then: (schema) => schema.required(MESSAGES.required),
      otherwise: (schema) => schema.notRequired(),
    }),
  tipoAvaliacao: string()
    .trim()
    .when('serviceType', {
      is: (serviceType: unknown) => selectedId(serviceType) !== null && !isConsulta(serviceType),
      then: (schema) => schema.required(MESSAGES.required),
      otherwise: (schema) => schema.notRequired(),
    }),
  consumoHoras: boolean().required(MESSAGES.required),
  descricaoTrabalho: requiredText().max(
    DEMAND_LIMITS.descriptionMaxLength,
    MESSAGES.descriptionTooLong,
  ),
  prazoAtendimento: prazoAtendimento(),
  prazo: prazo(),
  files: array().max(DEMAND_LIMITS.maxFiles, MESSAGES.demandMaxFiles),
});

/** Internal data of the request details, admin only (spec 2 section 5). */
export const internalDataSchema = object({
  valor: number().typeError(MESSAGES.required).required(MESSAGES.required),
  horas: requiredText(),
  lawyer: number().typeError(MESSAGES.required).required(MESSAGES.required),
  areaInterna: requiredText(),
});
