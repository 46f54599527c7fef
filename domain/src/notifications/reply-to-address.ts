// The reply address's check, apart from the settings' labels: it reads the address with yup's
// e-mail rule, and the calendar page, which shows the field, loads it when an address is saved.
import { string } from 'yup';
import { MESSAGES } from '../messages';
import { normalisedReplyTo } from './firm-mail-settings';

const REPLY_TO_MAX = 254;
const EMAIL = string().email();

/** Why an address cannot be saved, or null: blank (no address) or a valid e-mail. */
export function replyToRefusal(value: string | null | undefined): string | null {
  const address = normalisedReplyTo(value);
  if (address === null) return null;
  return address.length <= REPLY_TO_MAX && EMAIL.isValidSync(address)
    ? null
    : MESSAGES.invalidEmail;
}
