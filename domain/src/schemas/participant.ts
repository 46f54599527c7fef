import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { emailFormat, requiredText, text } from './form-schema';

/**
 * Temporary participant form (spec 2 section 5): name, jobTitle, a valid email and department
 * are required; the spec sets no rule for the username.
 */
export const temporaryParticipantSchema = v.object({
  name: requiredText(),
  username: text(),
  jobTitle: requiredText(),
  email: v.pipe(requiredText(), emailFormat(MESSAGES.invalidEmail)),
  department: requiredText(),
});

export type TemporaryParticipantForm = v.InferOutput<typeof temporaryParticipantSchema>;

/** A user already in the list is rejected (spec 2 section 5). */
export function validateNewParticipant(
  userId: number,
  participantUserIds: readonly number[],
): string | null {
  return participantUserIds.includes(userId) ? MESSAGES.participantDuplicate : null;
}
