// The words of the hours card ('Como calculamos', 'Fale conosco'), spec 2 section 2.8.
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
