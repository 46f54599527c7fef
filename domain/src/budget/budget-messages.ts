// Messages of budget control the spec leaves to us (docs/decisions.md, "Budget control"). The
// spec's own messages stay in MESSAGES.
export const BUDGET_MESSAGES = {
  invalidPackValue: 'Valor do pacote inválido: informe de R$ 0,01 a R$ 9.999.999.999,99.',
  expiryInThePast: 'A data de expiração não pode ser anterior à data atual',
  expiryBeforeStart: 'A data de expiração não pode ser anterior à data de início do pacote.',
  packTooLong: 'Um pacote vale por no máximo 5 anos: a data de expiração está longe demais.',
  packStartOutOfRange: (from: string, to: string) =>
    `A data de início do pacote deve estar entre ${from} e ${to}.`,
  descriptionTooLong: (max: number) =>
    `A descrição do pacote deve ter no máximo ${max} caracteres.`,
  quantityRequired: 'Informe a quantidade de horas.',
  packValueRequired: 'Informe o valor do pacote.',
  expiryRequired: 'Informe a data de expiração do pacote.',
  removalMonthRequired: 'Informe o mês da remoção (Data inicial).',
  removalWithPackFields:
    'Uma remoção de horas não tem valor, data de início nem data de expiração.',
  packWithRemovalMonth: 'Um pacote de horas não tem mês de remoção (Data inicial).',
  noPackToRemoveFrom: 'Não há pacote de horas vigente de onde remover horas.',
  removalPastBalance: (asked: string, balance: string) =>
    `Não é possível remover ${asked}: o saldo dos pacotes vigentes é ${balance}.`,
  removalMonthOutOfPacks: (from: string, to: string) =>
    `O mês da remoção deve estar entre ${from} e ${to}, a vigência dos pacotes vigentes.`,
  clientRequired: 'Selecione um cliente para visualizar.',
  otherClient: 'Você não possui acesso a este cliente.',
  serviceNotFound: 'Serviço não encontrado',
  clientNotFound: 'Cliente não encontrado',
  initialDayInvalid: 'Dia inicial do período inválido.',
  firmOnly: 'Somente a equipe do escritório vê as horas por advogado e por tipo de serviço.',
  noServicesInPeriod: 'Não há serviços no período informado.',
} as const;

/**
 * The budget rules as a client reads them ('Como calculamos', beside the card; the same
 * sentences as docs/decisions.md, "Budget control and the hours bank").
 */
export const HOW_WE_CALCULATE = [
  'O cartão mostra os pacotes em vigor hoje; o período escolhido não muda o saldo.',
  'Horas que sobram num pacote expiram com ele, e o valor dele deixa de contar em Contratado.',
  'As horas de um serviço saem no dia em que ele é finalizado, do pacote vigente que vence primeiro. Serviços finalizados quando nenhum pacote estava em vigor não usam pacote.',
  'O valor de um serviço é o informado pela equipe ou as horas (em minutos exatos) pelo preço/hora vigente na data da solicitação, arredondado ao centavo; os totais somam esses valores.',
  'Cada serviço entra no período pela data de conclusão; os não finalizados, pela data da solicitação.',
  'Uma remoção de horas sai dos pacotes vigentes e nunca passa do saldo deles.',
  'Valor investido soma os serviços em curso e finalizados do período.',
] as const;

export const HOURS_PACK_CONTACT_SUBJECT = 'Pacote de Horas';

/**
 * The mailto of 'Fale conosco' in the hours-pack promotion (spec 2 section 9: {email}): the
 * e-mail of the firm's identification, which firm admins keep (budget m12).
 */
export function hoursPackMailto(firmEmail: string): string {
  return `mailto:${firmEmail}?subject=${encodeURIComponent(HOURS_PACK_CONTACT_SUBJECT)}`;
}

/** File names of the budget spreadsheets and statement (Content-Disposition). */
export const BUDGET_EXPORT_FILENAMES = {
  services: 'relatorio-servicos.xlsx',
  hoursHistory: 'relatorio-horas.xlsx',
  statement: 'extrato.pdf',
} as const;
