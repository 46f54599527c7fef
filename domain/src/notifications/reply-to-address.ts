// The reply address's check, apart from the settings' labels: it reads the address with the
// forms' e-mail rule, and the calendar page, which shows the field, loads it when an address is
// saved.
import { MESSAGES } from '../messages';
import { isEmailAddress } from '../schemas/form-schema';
import { normalisedReplyTo } from './firm-mail-settings';

const REPLY_TO_MAX = 254;

/** Why an address cannot be saved, or null: blank (no address) or a valid e-mail. */
export function replyToRefusal(value: string | null | undefined): string | null {
  const address = normalisedReplyTo(value);
  if (address === null) return null;
  return address.length <= REPLY_TO_MAX && isEmailAddress(address) ? null : MESSAGES.invalidEmail;
}
