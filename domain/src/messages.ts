// Every user-facing message of the four spec files, worded exactly as the spec gives it.
// Where the spec quotes a message its punctuation is kept; an unquoted message keeps the
// punctuation the spec writes inside its table cell or parenthesis.

import { DOSIMETRY_MESSAGES } from './dosimetry/dosimetry-messages';

/** What the server puts in `message` when it has nothing to say (spec 1 section 8). */
export const SERVER_NO_MESSAGE = 'No message available';

export const MESSAGES = {
  // -------------------------------------------------------------------------------------------
  // Spec 1: platform, access and administration
  // -------------------------------------------------------------------------------------------

  // Validation (section 5)
  required: 'Campo obrigatório',
  passwordsDiffer: 'As senhas não conferem',
  passwordRules: 'Senha não atende regras de definição',
  invalidDate: 'Formato de data inválida',
  invalidEmail: 'Formato de email inválido',
  atLeastOnePermission: 'Selecione pelo menos uma permissão!',
  temporaryAccessNote: 'O tempo máximo para o acesso temporário é de 15 dias',
  lawyerNameRequired: 'Informe o nome do advogado!',
  invalidStartDate: 'Data de início inválida',
  invalidEndDate: 'Data de fim inválida',
  endDateBeforeStart: 'Data de fim deve ser posterior à data de início',
  fileTypeNotAccepted: 'Tipo de arquivo não aceito',
  fileTooLarge: 'Tamanho máximo de 10mb por arquivo',

  // Errors and results (section 8)
  genericError: 'Ocorreu algum erro ao efetuar a operação',
  loginExpired: 'Login expirado, por favor logue novamente',
  sessionExpiresAt: (time: string) => `Sua sessão expira às ${time}`,
  userNotFound: 'Usuário não encontrado',
  emailSent: 'Email enviado',
  emailNotRegistered: 'Email não cadastrado',
  invalidToken: 'Token inválido',
  newPasswordSaved: 'Nova senha cadastrada',
  passwordUpdated: 'Senha atualizada com sucesso.',
  priceUpdated: 'Preço atualizado com sucesso!',
  priceUpdateError: 'Erro ao atualizar preço',
  clientCreated: 'Cliente criado com sucesso!',
  clientRemoved: 'Cliente removido com sucesso.',
  userCreated: 'Usuário criado com sucesso!',
  userEdited: 'Usuário editado com sucesso!',
  lawyerCreated: 'Advogado cadastrado com sucesso!',
  lawyerStatusChanged: 'Status do advogado alterado com sucesso!',
  noAccess: 'Você não possui acesso a esta função.',
  featureUnavailable: 'Função indisponível. Estamos trabalhando para lançar esta função em breve!',
  emptyList: 'Não há dados a retornar.',
  loading: 'Carregando dados',
  helpTitle: 'Ajuda',
  // A detail page whose record does not exist or is not the user's (issue 11).
  userNotFoundScreen: 'Usuário não encontrado ou sem acesso.',
  demandNotFoundScreen: 'Solicitação não encontrada ou sem acesso.',
  backToUsers: 'Voltar para Usuários',
  backToDemands: 'Voltar para Solicitações',

  // States and dialogs (sections 2.7 and 4)
  statusChanged: 'Status alterado com sucesso',
  confirmUserStatus: (activate: boolean) =>
    `Você realmente deseja ${activate ? 'ativar' : 'desativar'} o usuário?`,
  removeClientTitle: 'Remover cliente ?',
  removeClientText: 'Tem certeza que deseja remover este cliente permanentemente do sistema?',
  removeClientConfirm: 'Sim, quero remover',
  no: 'Não',
  yes: 'Sim',

  // -------------------------------------------------------------------------------------------
  // Spec 2: demands and budget control
  // -------------------------------------------------------------------------------------------

  // Validation (section 5)
  descriptionTooLong: 'Quantidade máxima de 1024 caracteres',
  demandMaxFiles: 'Máximo de 10 documentos por solicitação',
  clientRequestMaxFiles: 'Quantia máxima de 10 arquivos por solicitação',
  invalidDeadline: 'Data do prazo inválida',
  invalidHours: 'Valor de horas inválido',
  invalidHoursFormat: 'Formato inválido. Use HHH:mm',
  invalidMinutes: 'Minutos inválidos',
  pastDeadline: 'O prazo não pode ser anterior à data atual',
  demandHoursTooMany: 'Uma solicitação leva no máximo 99:59 horas',
  commentRequired: 'Digitar comentário antes de enviar',
  commentOneDocument: 'Apenas 1 documento por comentário',
  commentMaxImages: 'Máximo de 4 imagens por comentário',
  commentImageAsDocument: 'Não subir imagem como documento',
  participantDuplicate: 'Participante já adicionado',
  invalidPeriod: 'Período inválido!',
  periodStartAfterEnd: 'O período inicial não pode ser maior que o período final.',
  periodInFuture: 'O período final ou o período inicial não podem ser maiores que a data atual.',
  budgetPeriodInvalid: 'Período inicial ou final inválido.',
  budgetPeriodEndBeforeStart: 'O período final não pode ser inferior ao período inicial.',
  budgetPeriodStartAfterToday: 'O período inicial não deve ser maior que a data atual.',
  budgetStartMonthInvalid: 'Mês do período inicial está inválido!',
  budgetEndMonthInvalid: 'Mês do período final está inválido!',

  // Permissions (section 6)
  noCommentPermission: 'Sem permissão para envio de comentários',

  // Errors and results (section 8)
  demandArchived: 'Solicitação arquivada!',
  demandUnarchived: 'Solicitação desarquivada!',
  demandEdited: 'Demanda editada com sucesso!',
  demandCreated: 'Demanda criada com sucesso!',
  clientRequestCreated: 'Solicitação criada com sucesso!',
  internalDataSaved: 'Dados salvos com sucesso!',
  cancellationRequested: 'Cancelamento solicitado com sucesso.',
  cancellationConfirmed: 'Cancelamento confirmado com sucesso.',
  cancellationRefused: 'Solicitação de cancelamento recusada.',
  fileDownloadError: 'Ocorreu um erro ao baixar o arquivo',
  fileRemoveError: 'Ocorreu um erro ao remover o arquivo',
  noContractedHoursInPeriod: 'Não houve horas contratadas no período desejado.',
  noSimulationsInPeriod: 'Não há simulações para o período informado.',
  hoursAdded: 'Horas adicionadas com sucesso!',
  hoursRemoved: 'Horas removidas com sucesso!',

  // States and dialogs (sections 2.8 and 4)
  cancelRequestTitle: 'Cancelar Solicitação',
  cancelRequestText: 'Tem certeza que deseja cancelar esta solicitação?',
  cancelDemandText: (firmName: string) =>
    `Tem certeza que deseja cancelar esta demanda? O time ${firmName} não dará continuidade a esta solicitação.`,
  cancelConfirm: 'Sim, quero cancelar',
  statusChangedAt: (status: string, date: string) => `Status alterado para ${status} em ${date}`,
  totalServices: (count: number) => `Total de Serviços: ${count}`,
  noContractedHours: 'Não há horas contratadas.',
  selectClientToView: 'Selecione um cliente para visualizar.',
  hoursPackPromotion: 'Você já conhece nosso serviço de Pacote de Horas?',
  contactUs: 'Fale conosco',
  noHoursBank: 'Você não possui banco de horas no momento.',

  // -------------------------------------------------------------------------------------------
  // Spec 3: assessments
  // -------------------------------------------------------------------------------------------

  // Progress toasts (section 2)
  saving: 'Salvando...',
  saved: 'Salvo com sucesso',
  finishing: 'Concluindo...',
  finished: 'Concluído com sucesso',
  informationSaved: 'Informações salvas com sucesso!',
  aliResultYes:
    'SIM: Sua atividade reúne elementos que a enquadram na base legal do legítimo interesse.',
  aliResultNo:
    'Não: Sua atividade não reúne elementos que a enquadram na base legal do legítimo interesse.',
  impactReportHint: 'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
  contractNotSigned: 'Contrato não assinado',
  indefiniteTerm: 'Prazo Indeterminado',
  showAll: 'Ver Todos',
  hide: 'Esconder',
  unfilledStepsTitle: 'Oops,',
  unfilledStepsText: 'Parece que algumas etapas não foram preenchidas',
  dashboardEmpty: 'Não há dados a retornar!',
  aliProcessesSensitiveData: 'o projeto trata dados pessoais sensíveis',
  aliNoSensitiveData: 'o projeto não trata dados pessoais sensíveis',

  // Validation (section 5)
  selectClient: 'Por favor selecionar o cliente',
  contractDatesOutOfOrder: 'A data de expiração não pode ser maior que a data de assinatura.',

  // Errors (section 8)
  loadError: 'Ocorreu um erro ao carregar os dados',
  saveError: 'Erro ao salvar',
  finishError: 'Erro ao concluir avaliação',
  noFormAccess: 'Você não possui acesso a este formulário.',

  // -------------------------------------------------------------------------------------------
  // Spec 4: fine simulator and simulated fines
  // -------------------------------------------------------------------------------------------

  // Lead form (section 5)
  leadNameRequired: 'O nome é obrigatório!',
  leadEmailRequired: 'O email é obrigatório!',
  leadCompanyRequired: 'Preencha o campo empresa!',

  // Simulator (section 5): the step messages live with the fine calculation.
  simulatorStep1Required: DOSIMETRY_MESSAGES.step1Required,
  simulatorStep3Required: DOSIMETRY_MESSAGES.step3Required,
  simulatorStep4Required: DOSIMETRY_MESSAGES.step4Required,
  simulationMaxFiles: 'Quantia máxima de 10 arquivos por simulação.',

  // Errors and dialogs (sections 2.2 and 8)
  accessDenied: 'Acesso negado!',
  cancelSimulationTitle: 'Cancelar Simulação',
  cancelSimulationText: 'Tem certeza que gostaria de cancelar a solicitação de simulação de multa?',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The toast text for a 400/500 answer: the server's message, or the generic one (spec 1 section 8). */
export function serverErrorMessage(message: string | null | undefined): string {
  const text = message?.trim();
  return !text || text === SERVER_NO_MESSAGE ? MESSAGES.genericError : text;
}
