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

// The hours card's words and the files' names live in modules of their own, so the budget page
// does not carry the movement forms' messages on its first visit (issue 34 bound 1).
export { HOURS_PACK_CONTACT_SUBJECT, HOW_WE_CALCULATE, hoursPackMailto } from './hours-card-texts';
export { BUDGET_EXPORT_FILENAMES } from './budget-files';
