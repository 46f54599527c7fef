// Accent-insensitive search of the services list (spec 2 section 2.8, search by demanda). The
// API folds the column with SQL translate() over the same two strings, so no extension is needed
// (the letter-for-letter lists are what keeps the two sides equal, hence its own fold).
export const ACCENTED_LETTERS = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
export const PLAIN_LETTERS = 'aaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents: 'Revisão' -> 'revisao'. */
export function foldBudgetSearch(text: string): string {
  let folded = '';
  for (const char of text.toLowerCase()) {
    const at = ACCENTED_LETTERS.indexOf(char);
    folded += at >= 0 ? PLAIN_LETTERS[at] : char;
  }
  return folded;
}
