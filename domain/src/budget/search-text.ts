// Accent-insensitive search of the services list (spec 2 section 2.8, search by demanda). The
// API folds the column with SQL translate() over the same two strings, so no extension is needed.
export const ACCENTED_LETTERS = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
export const PLAIN_LETTERS = 'aaaaaeeeeiiiiooooouuuucn';
