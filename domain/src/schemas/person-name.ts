import { MESSAGES } from '../messages';

// Lawyer names (spec 1 section 5) and lead names (spec 4 section 2.1) take only letters,
// accented letters and spaces.
// Latin letters with the accents Portuguese uses; ordinal marks like º are not letters here.
const LETTERS = 'A-Za-zÀ-ÖØ-öø-ÿ';
const NAME_PATTERN = new RegExp(`^[${LETTERS}\\s]*$`);
const NOT_NAME_CHARACTER = new RegExp(`[^${LETTERS}\\s]`, 'g');

/** Drops every typed character that is not a letter or a space. */
export function sanitizeNameTyping(text: string): string {
  return text.replace(NOT_NAME_CHARACTER, '');
}

/** False when the text holds digits or special characters (the lead form flags it live). */
export function isLettersOnlyName(text: string | null | undefined): boolean {
  return NAME_PATTERN.test(text ?? '');
}

/** Lawyer name: trimmed, and empty gives the warning of spec 1 section 5. */
export function validateLawyerName(text: string | null | undefined): string | null {
  return (text ?? '').trim() === '' ? MESSAGES.lawyerNameRequired : null;
}
