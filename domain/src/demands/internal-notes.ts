// Internal notes (issue 29, beyond): what the firm's staff write on a request for one another.
// Only the firm reads or writes them; no client route, export or e-mail carries them.
import type { AccessRule } from '../access-policy';

/** A note is at most this long (a few paragraphs; comments stay at 140, spec 2 section 5). */
export const INTERNAL_NOTE_MAX_LENGTH = 2000;

/** One note, and the text of a new one, as the wire contract writes them. */
export type { InternalNoteRequest, InternalNoteView } from '../wire/demand-people';

/** Who may read and write the notes of a request: the firm's staff. */
export const INTERNAL_NOTE_FEATURE = { onlyAdmin: true } as const satisfies AccessRule;

export const INTERNAL_NOTE_MESSAGES = {
  title: 'Notas internas',
  hint: 'Visível somente para o escritório. O cliente e os participantes não veem estas notas.',
  badge: 'Somente escritório',
  field: 'Nova nota interna',
  save: 'Salvar nota',
  saved: 'Nota interna salva.',
  none: 'Nenhuma nota interna.',
  loading: 'Carregando notas internas',
  loadFailed: 'Não foi possível carregar as notas internas.',
  empty: 'Digite a nota antes de salvar',
  tooLong: `Quantidade máxima de ${INTERNAL_NOTE_MAX_LENGTH} caracteres`,
  onlyStaff: 'Somente a equipe do escritório acessa as notas internas.',
} as const;

/** The refusal of a note's text, or null when it may be saved. */
export function internalNoteRefusal(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return INTERNAL_NOTE_MESSAGES.empty;
  if (trimmed.length > INTERNAL_NOTE_MAX_LENGTH) return INTERNAL_NOTE_MESSAGES.tooLong;
  return null;
}
