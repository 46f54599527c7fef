// 'Meus dados' (issue 31; LGPD art. 18, II and V, and art. 19): what the portal holds about the
// signed-in user, exported as JSON and as a readable PDF from the profile menu.
import { MY_DATA_TITLES } from './my-data-titles';

export const MY_DATA_PATH = '/user/meus-dados';
export const MY_DATA_PDF_PATH = '/user/meus-dados/pdf';
export const MY_DATA_SUMMARY_PATH = '/user/meus-dados/resumo';

/** At most this many rows of one section; the export says when a section has more. */
export const MY_DATA_SECTION_LIMIT = 500;

export const MY_DATA_LABELS = {
  ...MY_DATA_TITLES,
  subject: 'Titular',
  generatedAt: 'Gerado em',
  intro:
    'Tudo o que o portal guarda sobre você: o seu cadastro, as suas sessões e preferências, o que você criou ou enviou e as suas ações registradas na trilha de auditoria. Senhas, códigos e chaves nunca saem do portal.',
  none: 'Nada registrado.',
  more: (limit: number) =>
    `Mostrando os ${limit} registros mais recentes; peça ao escritório a lista completa.`,
  filenameJson: 'meus-dados.json',
  filenamePdf: 'meus-dados.pdf',
  overview: 'O que o portal guarda sobre você',
  records: (count: number, limited: boolean) =>
    limited ? `mais de ${count} registros` : count === 1 ? '1 registro' : `${count} registros`,
  emptySections: (count: number) =>
    count === 1 ? 'Sem registros em 1 outra seção' : `Sem registros em ${count} outras seções`,
  downloadJson: 'Baixar meus dados (JSON)',
  downloadPdf: 'Baixar relatório (PDF)',
} as const;

/** The downloaded file's name, with the day it was made: 'meus-dados-2026-03-02.json'. */
export function myDataFilename(format: 'json' | 'pdf', day: string): string {
  return `meus-dados-${day}.${format}`;
}

/** The export and its overview: the wire contract's (wire/my-data.ts). */
export type { MyDataExport } from './wire/my-data';
