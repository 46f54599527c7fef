// The dossier's file, as its download button and the server name it: every kind alike. Kept apart
// from the dossier's content (assessment-dossier.ts), which brings every kind's questions and
// rules, so a page's button does not carry them.

export const DOSSIER_FILE_MESSAGES = {
  download: 'Baixar dossiê (PDF)',
  downloadError: 'Não foi possível gerar o dossiê.',
  onlyFinished: 'O dossiê é gerado apenas para avaliações concluídas.',
} as const;

/** dossie-{segment}-{id}.pdf: 'dossie-assessment-terceiros-12.pdf'. */
export function dossierFileName(segment: string, id: number): string {
  return `dossie-${segment}-${id}.pdf`;
}
