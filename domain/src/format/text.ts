/** Cuts text to at most `max` characters (list names at 50, report personal data at 195). */
export function truncateText(text: string | null | undefined, max: number): string {
  return (text ?? '').slice(0, max);
}

/** Whether truncateText would cut the text, so the screen offers 'Ver Todos'. */
export function isTruncated(text: string | null | undefined, max: number): boolean {
  return (text ?? '').length > max;
}

/** Lower case without accents, for accent-insensitive search ('Avaliação' finds 'avaliacao'). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
