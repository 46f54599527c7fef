// Portuguese messages of the fine simulator (spec 4 section 5 names the steps they point to).

export const DOSIMETRY_MESSAGES = {
  step1Required: 'É preciso marcar ao menos uma opção na etapa 1 Determinação da Alíquota Base.',
  step1NoneWithOthers:
    'A opção "Nenhuma das anteriores" não pode ser marcada junto com as opções 1 a 9 na etapa 1 Determinação da Alíquota Base.',
  damageRequired: 'É preciso escolher o grau do dano na etapa 2 Determinação do Valor Base.',
  damageInvalid: 'O grau do dano deve ser um número inteiro de 0 a 3.',
  revenueRequired:
    'É preciso informar o faturamento ou marcar "Não tenho faturamento" na etapa 2 Determinação do Valor Base.',
  taxesRequired:
    'É preciso informar os tributos ou marcar "Não tenho faturamento" na etapa 2 Determinação do Valor Base.',
  revenueNotNumber: 'O faturamento deve ser um valor numérico.',
  taxesNotNumber: 'Os tributos devem ser um valor numérico.',
  advantageNotNumber: 'A vantagem estimável deve ser um valor numérico.',
  revenueNegative: 'O faturamento não pode ser negativo.',
  taxesNegative: 'Os tributos não podem ser negativos.',
  advantageNegative: 'A vantagem estimável não pode ser negativa.',
  taxesAboveRevenue: 'Os tributos não podem ser maiores que o faturamento.',
  revenueZero:
    'O faturamento descontados os tributos deve ser maior que zero; sem faturamento, marque "Não tenho faturamento".',
  step3Required: 'É preciso marcar ao menos uma opção na etapa 3 Determinação do Valor da Multa.',
  step4Required: 'É preciso informar um valor na etapa 4 Vantagem Estimável.',
  cessationExclusive:
    'Marque apenas um momento de cessação da infração (itens 1 a 3 da pergunta 5) na etapa 3 Determinação do Valor da Multa.',
  mitigationExclusive:
    'Marque apenas um momento das medidas de reversão ou mitigação (itens 5 e 6 da pergunta 5) na etapa 3 Determinação do Valor da Multa.',
  notBoolean: 'Valor inválido: a opção deve estar marcada ou desmarcada.',
  invalidPayload: 'Os dados da simulação são inválidos.',
} as const;

/** An answer that is not one of the question's options (the wire carries the option text). */
export function unknownAgravanteOptionMessage(text: string): string {
  return `Opção inválida na etapa 3 Determinação do Valor da Multa: "${text}".`;
}
