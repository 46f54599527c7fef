import {
  MESSAGES,
  apiToDisplayDate,
  displayToApiDate,
  formatDecimalBR,
  parseBRL,
  validatePriceValidity,
} from '@dpohub/domain';
import type { ClientPriceHours, ClientPriceHoursUpdate } from '@dpohub/domain';

/** A price row while it is edited: the texts of its three inputs. */
export interface PriceDraft {
  /** '1.234,56' as the currency input shows it. */
  valorHora: string;
  /** dd/MM/yyyy. */
  vigenciaInicio: string;
  /** dd/MM/yyyy, or '' for an open period. */
  vigenciaFim: string;
}

/** Which input a draft problem belongs to. */
export type PriceDraftField = keyof PriceDraft;

export interface PriceDraftProblem {
  field: PriceDraftField;
  message: string;
}

export function draftOf(record: ClientPriceHours): PriceDraft {
  return {
    valorHora: formatDecimalBR(record.valorHora),
    vigenciaInicio: apiToDisplayDate(record.vigenciaInicio),
    vigenciaFim: apiToDisplayDate(record.vigenciaFim),
  };
}

/** The price must be given; then the three date rules of spec 1 section 5. */
export function checkDraft(draft: PriceDraft): PriceDraftProblem | null {
  if (parseBRL(draft.valorHora) === null) return { field: 'valorHora', message: MESSAGES.required };
  const message = validatePriceValidity(draft.vigenciaInicio, draft.vigenciaFim);
  if (message === null) return null;
  return {
    field: message === MESSAGES.invalidStartDate ? 'vigenciaInicio' : 'vigenciaFim',
    message,
  };
}

/** The PUT /client-prices-hours/{id} body of a checked draft, with the editing user's id. */
export function updateBody(
  record: ClientPriceHours,
  draft: PriceDraft,
  userId: number,
): ClientPriceHoursUpdate {
  return {
    id: record.id,
    clientId: record.clientId,
    valorHora: parseBRL(draft.valorHora) ?? 0,
    vigenciaInicio: displayToApiDate(draft.vigenciaInicio) ?? record.vigenciaInicio,
    vigenciaFim: displayToApiDate(draft.vigenciaFim),
    userId,
  };
}
