/**
 * The title of the 'Meus dados' page, apart from the page's other words: the shell's route table
 * and profile menu name it on every screen, the sign-in page included (page budget, issue 34
 * bound 4).
 */
export const MY_DATA_TITLES = {
  title: 'Meus dados',
} as const;
