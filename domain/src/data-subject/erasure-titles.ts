/**
 * The title of the firm's 'Solicitações de titulares' page, apart from the erasure request's
 * other words: the shell's route table and home cards name it on every screen, the sign-in page
 * included (page budget, issue 34 bound 4).
 */
export const ERASURE_TITLES = {
  title: 'Solicitações de titulares',
} as const;
