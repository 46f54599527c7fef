/**
 * The SLA report's page and card titles, apart from the report's other words: the shell's route
 * table and home cards name the page on every screen, the sign-in page included (page budget,
 * issue 34 bound 4).
 */
export const SLA_REPORT_TITLES = {
  title: 'Relatório de SLA',
  cardTitle: 'Relatório de SLA',
} as const;
