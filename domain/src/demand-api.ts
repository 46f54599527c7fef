// The demands API contract beyond the spec's own words (spec 2 section 7): the columns of the
// staff list and its export, the files a request accepts, the wire format of hours, and the
// Portuguese answers the server gives where the spec shows none.

/** The ten columns of the staff list (spec 2 section 2.1), also the export's columns. */
export const DEMAND_LIST_COLUMNS = [
  'Pasta',
  'Cliente',
  'Demanda',
  'Serviço',
  'Data',
  'Prazo',
  'Advogado',
  'Horas',
  'Valor',
  'Status',
] as const;

/** File name of GET /solicitacao/export-excel (Content-Disposition). */
export const DEMAND_EXPORT_FILENAME = 'solicitacoes.xlsx';

/**
 * Files a request may carry (spec 2 section 5 limits count and size, the types are ours: the
 * documents a client sends for a consultation, a document or a contract).
 */
export const DEMAND_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'txt',
  'xls',
  'xlsx',
  'ods',
  'csv',
  'ppt',
  'pptx',
  'odp',
  'jpg',
  'jpeg',
  'png',
  'zip',
] as const;

/**
 * Hours on the wire: 'HH:mm:ss' with at least two hour digits ('12:30:00', '120:00:00'), so the
 * lists' first five characters read hh:mm (spec 2 section 2.1) and the staff form's 'HH:MM'
 * plus ':00' is the same text.
 */
export function formatDemandHours(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined) return null;
  const total = Math.max(0, Math.round(minutes));
  const hours = String(Math.floor(total / 60)).padStart(2, '0');
  return `${hours}:${String(total % 60).padStart(2, '0')}:00`;
}

/**
 * Reads the hours a form sends: 'HH:MM' (staff form), 'HH:MM:SS' or 'HHH:MM:SS' (internal data,
 * 000:00:00) into whole minutes (seconds dropped); null when unreadable or minutes/seconds > 59.
 */
export function parseDemandHours(text: string | null | undefined): number | null {
  const match = /^(\d{1,4}):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const minutes = Number(match[2]);
  if (minutes > 59 || Number(match[3] ?? 0) > 59) return null;
  return Number(match[1]) * 60 + minutes;
}

/** Answers of the demands API that the spec does not word. */
export const DEMAND_API_MESSAGES = {
  demandNotFound: 'Solicitação não encontrada',
  documentNotFound: 'Documento não encontrado',
  serviceTypeNotFound: 'Tipo de serviço não encontrado',
  lawyerNotFound: 'Advogado(a) não encontrado(a)',
  lawyerInactive: 'Advogado(a) inativo(a): escolha um(a) advogado(a) ativo(a).',
  valueCents: 'Valor inválido: use no máximo duas casas decimais.',
  clientRequired: 'Selecione um cliente',
  notEditable: 'Esta solicitação não pode ser editada.',
  statusChangedMeanwhile:
    'O status da solicitação foi alterado por outra pessoa. Atualize a página e tente novamente.',
  archivedOnlyStaff: 'Somente a equipe do escritório vê as solicitações arquivadas.',
  queueOnlyStaff: "Os filtros 'Atribuídas a mim' e 'Sem advogado' são da equipe do escritório.",
  requestPartMissing: 'Parte documentosConsultasDto ausente',
  requestPartInvalid: 'Parte documentosConsultasDto inválida',
} as const;
