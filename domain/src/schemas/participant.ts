import { object, string, type InferType } from 'yup';
import { MESSAGES } from '../messages';

/**
 * Temporary participant form (spec 2 section 5): name, jobTitle, a valid email and department
 * are required; the spec sets no rule for the username.
 */
export const temporaryParticipantSchema = object({
  name: string().trim().required(MESSAGES.required),
  username: string().trim(),
  jobTitle: string().trim().required(MESSAGES.required),
  email: string().trim().required(MESSAGES.required).email(MESSAGES.invalidEmail),
  department: string().trim().required(MESSAGES.required),
});

export type TemporaryParticipantForm = InferType<typeof temporaryParticipantSchema>;

/** A user already in the list is rejected (spec 2 section 5). */
export function validateNewParticipant(
  userId: number,
  participantUserIds: readonly number[],
): string | null {
  return participantUserIds.includes(userId) ? MESSAGES.participantDuplicate : null;
}
