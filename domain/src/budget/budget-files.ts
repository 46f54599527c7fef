/** File names of the budget spreadsheets and statement (Content-Disposition). */
export const BUDGET_EXPORT_FILENAMES = {
  services: 'relatorio-servicos.xlsx',
  hoursHistory: 'relatorio-horas.xlsx',
  statement: 'extrato.pdf',
} as const;
