// Messages of budget control the spec leaves to us (docs/decisions.md, "Budget control"). The
// spec's own messages stay in MESSAGES.
export const BUDGET_MESSAGES = {
  invalidPackValue: 'Valor do pacote inválido',
  expiryInThePast: 'A data de expiração não pode ser anterior à data atual',
  clientRequired: 'Selecione um cliente para visualizar.',
  otherClient: 'Você não possui acesso a este cliente.',
  serviceNotFound: 'Serviço não encontrado',
  clientNotFound: 'Cliente não encontrado',
} as const;

/** Address of the 'Fale conosco' link of the hours-pack promotion (spec 2 section 9: {email}). */
export const HOURS_PACK_CONTACT_EMAIL = 'contato@dpohub.com.br';
export const HOURS_PACK_CONTACT_SUBJECT = 'Pacote de Horas';

/** The mailto of 'Fale conosco'. */
export function hoursPackMailto(): string {
  return `mailto:${HOURS_PACK_CONTACT_EMAIL}?subject=${encodeURIComponent(HOURS_PACK_CONTACT_SUBJECT)}`;
}

/** File names of the two budget spreadsheets (Content-Disposition). */
export const BUDGET_EXPORT_FILENAMES = {
  services: 'relatorio-servicos.xlsx',
  hoursHistory: 'relatorio-horas.xlsx',
} as const;
