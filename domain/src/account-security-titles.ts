/**
 * The titles of the two account-security pages, apart from the rest of their words: the shell's
 * route table and profile menu name the pages on every screen, the sign-in page included, and
 * need none of the pages' other labels (page budget, issue 34 bound 4).
 */
export const ACCOUNT_SECURITY_TITLES = {
  twoFactorTitle: 'Verificação em duas etapas',
  sessionsTitle: 'Sessões ativas',
} as const;
