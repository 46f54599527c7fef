import { parseDisplayDate } from '../format/dates';
import { MESSAGES } from '../messages';

/**
 * TPA description (spec 3 section 5): a signature date later than the expiry date is refused
 * with the warning as the spec words it. Dates are dd/MM/yyyy; an empty or unreadable one
 * ('Contrato não assinado', 'Prazo Indeterminado') has nothing to compare.
 */
export function validateContractDates(
  receiveDate: string | null | undefined,
  reviewDate: string | null | undefined,
): string | null {
  const signature = parseDisplayDate(receiveDate);
  const expiry = parseDisplayDate(reviewDate);
  if (!signature || !expiry) return null;
  return signature.getTime() > expiry.getTime() ? MESSAGES.contractDatesOutOfOrder : null;
}

/** Finishing a TPA needs a selected client (spec 3 section 5). */
export function validateTpaClient(clientId: number | null | undefined): string | null {
  return clientId ? null : MESSAGES.selectClient;
}
