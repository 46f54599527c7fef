// Every user-facing message of the four spec files, worded exactly as the spec gives it, one
// export each. Where the spec quotes a message its punctuation is kept; an unquoted message keeps
// the punctuation the spec writes inside its table cell or parenthesis.
//
// Screens read them as `MESSAGES.required` (messages.ts re-exports this module as a namespace).
// One export per message lets the bundler keep only the messages a page reads: an object literal
// would ship the whole catalogue (about 5 KB gzip) with the first message used.

import { DOSIMETRY_MESSAGES } from './dosimetry/dosimetry-messages';

// -------------------------------------------------------------------------------------------
// Spec 1: platform, access and administration
// -------------------------------------------------------------------------------------------

// Validation (section 5)
export const required = 'Campo obrigatório';
export const passwordsDiffer = 'As senhas não conferem';
export const passwordRules = 'Senha não atende regras de definição';
export const invalidDate = 'Formato de data inválida';
export const invalidEmail = 'Formato de email inválido';
export const atLeastOnePermission = 'Selecione pelo menos uma permissão!';
export const temporaryAccessNote = 'O tempo máximo para o acesso temporário é de 15 dias';
export const lawyerNameRequired = 'Informe o nome do advogado!';
export const invalidStartDate = 'Data de início inválida';
export const invalidEndDate = 'Data de fim inválida';
export const endDateBeforeStart = 'Data de fim deve ser posterior à data de início';
export const fileTypeNotAccepted = 'Tipo de arquivo não aceito';
export const fileTooLarge = 'Tamanho máximo de 10mb por arquivo';

// Errors and results (section 8)
export const genericError = 'Ocorreu algum erro ao efetuar a operação';
export const loginExpired = 'Login expirado, por favor logue novamente';
export const sessionExpiresAt = (time: string) => `Sua sessão expira às ${time}`;
export const userNotFound = 'Usuário não encontrado';
export const emailSent = 'Email enviado';
export const emailNotRegistered = 'Email não cadastrado';
export const invalidToken = 'Token inválido';
export const newPasswordSaved = 'Nova senha cadastrada';
export const passwordUpdated = 'Senha atualizada com sucesso.';
/** Platform m1: the new password must not be the current one. */
export const newPasswordSameAsCurrent = 'A nova senha deve ser diferente da senha atual.';
export const priceUpdated = 'Preço atualizado com sucesso!';
export const priceUpdateError = 'Erro ao atualizar preço';
export const clientCreated = 'Cliente criado com sucesso!';
export const clientRemoved = 'Cliente removido com sucesso.';
export const userCreated = 'Usuário criado com sucesso!';
export const userEdited = 'Usuário editado com sucesso!';
export const lawyerCreated = 'Advogado cadastrado com sucesso!';
export const lawyerStatusChanged = 'Status do advogado alterado com sucesso!';
export const noAccess = 'Você não possui acesso a esta função.';
export const featureUnavailable =
  'Função indisponível. Estamos trabalhando para lançar esta função em breve!';
export const emptyList = 'Não há dados a retornar.';
export const loading = 'Carregando dados';
export const helpTitle = 'Ajuda';

// A detail page whose record does not exist or is not the user's (issue 11).
export const userNotFoundScreen = 'Usuário não encontrado ou sem acesso.';
export const demandNotFoundScreen = 'Solicitação não encontrada ou sem acesso.';
export const backToUsers = 'Voltar para Usuários';
export const backToDemands = 'Voltar para Solicitações';

// States and dialogs (sections 2.7 and 4)
export const statusChanged = 'Status alterado com sucesso';
export const confirmUserStatus = (activate: boolean) =>
  `Você realmente deseja ${activate ? 'ativar' : 'desativar'} o usuário?`;
export const removeClientTitle = 'Remover cliente ?';
export const removeClientText =
  'Tem certeza que deseja remover este cliente permanentemente do sistema?';
export const removeClientConfirm = 'Sim, quero remover';
export const no = 'Não';
export const yes = 'Sim';

// -------------------------------------------------------------------------------------------
// Spec 2: demands and budget control
// -------------------------------------------------------------------------------------------

// Validation (section 5)
export const descriptionTooLong = 'Quantidade máxima de 1024 caracteres';
export const demandMaxFiles = 'Máximo de 10 documentos por solicitação';
export const clientRequestMaxFiles = 'Quantia máxima de 10 arquivos por solicitação';
/** A file whose name is already among the request's files (demands m12). */
export const duplicateFile = (name: string) => `O arquivo ${name} já foi adicionado.`;
export const invalidDeadline = 'Data do prazo inválida';
export const invalidHours = 'Valor de horas inválido';
export const invalidHoursFormat = 'Formato inválido. Use HHH:mm';
export const invalidMinutes = 'Minutos inválidos';
export const pastDeadline = 'O prazo não pode ser anterior à data atual';
export const demandHoursTooMany = 'Uma solicitação leva no máximo 999:59 horas';
export const commentRequired = 'Digitar comentário antes de enviar';
export const commentOneDocument = 'Apenas 1 documento por comentário';
export const commentMaxImages = 'Máximo de 4 imagens por comentário';
export const commentImageAsDocument = 'Não subir imagem como documento';
export const participantDuplicate = 'Participante já adicionado';
export const invalidPeriod = 'Período inválido!';
export const periodStartAfterEnd = 'O período inicial não pode ser maior que o período final.';
export const periodInFuture =
  'O período final ou o período inicial não podem ser maiores que a data atual.';
export const budgetPeriodInvalid = 'Período inicial ou final inválido.';
export const budgetPeriodEndBeforeStart =
  'O período final não pode ser inferior ao período inicial.';
export const budgetPeriodStartAfterToday = 'O período inicial não deve ser maior que a data atual.';
export const budgetStartMonthInvalid = 'Mês do período inicial está inválido!';
export const budgetEndMonthInvalid = 'Mês do período final está inválido!';

// Permissions (section 6)
export const noCommentPermission = 'Sem permissão para envio de comentários';

// Errors and results (section 8)
export const demandArchived = 'Solicitação arquivada!';
export const demandUnarchived = 'Solicitação desarquivada!';
export const demandEdited = 'Demanda editada com sucesso!';
export const demandCreated = 'Demanda criada com sucesso!';
export const clientRequestCreated = 'Solicitação criada com sucesso!';
export const internalDataSaved = 'Dados salvos com sucesso!';
export const cancellationRequested = 'Cancelamento solicitado com sucesso.';
export const cancellationConfirmed = 'Cancelamento confirmado com sucesso.';
export const cancellationRefused = 'Solicitação de cancelamento recusada.';
export const fileDownloadError = 'Ocorreu um erro ao baixar o arquivo';
export const fileRemoveError = 'Ocorreu um erro ao remover o arquivo';
export const noContractedHoursInPeriod = 'Não houve horas contratadas no período desejado.';
export const noSimulationsInPeriod = 'Não há simulações para o período informado.';
/** An export of demands whose period and filters hold none (demands m14): told, not downloaded. */
export const noDemandsInPeriod = 'Não há solicitações para o período informado.';
export const hoursAdded = 'Horas adicionadas com sucesso!';
export const hoursRemoved = 'Horas removidas com sucesso!';

// States and dialogs (sections 2.8 and 4)
export const cancelRequestTitle = 'Cancelar Solicitação';
export const cancelRequestText = 'Tem certeza que deseja cancelar esta solicitação?';
export const cancelDemandText = (firmName: string) =>
  `Tem certeza que deseja cancelar esta demanda? O time ${firmName} não dará continuidade a esta solicitação.`;
export const cancelConfirm = 'Sim, quero cancelar';
export const statusChangedAt = (status: string, date: string) =>
  `Status alterado para ${status} em ${date}`;
export const totalServices = (count: number) => `Total de Serviços: ${count}`;
export const noContractedHours = 'Não há horas contratadas.';
export const selectClientToView = 'Selecione um cliente para visualizar.';
/** A firm admin who opens the client request list with no client chosen (demands m13). */
export const selectClientForRequests =
  'Selecione um cliente no topo da página para ver as solicitações dele.';
export const hoursPackPromotion = 'Você já conhece nosso serviço de Pacote de Horas?';
export const contactUs = 'Fale conosco';
export const noHoursBank = 'Você não possui banco de horas no momento.';

// -------------------------------------------------------------------------------------------
// Spec 3: assessments
// -------------------------------------------------------------------------------------------

// Progress toasts (section 2)
export const saving = 'Salvando...';
export const saved = 'Salvo com sucesso';
export const finishing = 'Concluindo...';
export const finished = 'Concluído com sucesso';
export const informationSaved = 'Informações salvas com sucesso!';
export const aliResultYes =
  'SIM: Sua atividade reúne elementos que a enquadram na base legal do legítimo interesse.';
export const aliResultNo =
  'Não: Sua atividade não reúne elementos que a enquadram na base legal do legítimo interesse.';
export const impactReportHint =
  'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais';
export const contractNotSigned = 'Contrato não assinado';
export const indefiniteTerm = 'Prazo Indeterminado';
export const showAll = 'Ver Todos';
export const hide = 'Esconder';
export const unfilledStepsTitle = 'Oops,';
export const unfilledStepsText = 'Parece que algumas etapas não foram preenchidas';
export const dashboardEmpty = 'Não há dados a retornar!';
export const aliProcessesSensitiveData = 'o projeto trata dados pessoais sensíveis';
export const aliNoSensitiveData = 'o projeto não trata dados pessoais sensíveis';

// Validation (section 5)
export const selectClient = 'Por favor selecionar o cliente';
export const contractDatesOutOfOrder =
  'A data de expiração não pode ser maior que a data de assinatura.';

// Errors (section 8)
export const loadError = 'Ocorreu um erro ao carregar os dados';
export const saveError = 'Erro ao salvar';
export const finishError = 'Erro ao concluir avaliação';
export const noFormAccess = 'Você não possui acesso a este formulário.';

// -------------------------------------------------------------------------------------------
// Spec 4: fine simulator and simulated fines
// -------------------------------------------------------------------------------------------

// Lead form (section 5)
export const leadNameRequired = 'O nome é obrigatório!';
export const leadEmailRequired = 'O email é obrigatório!';
export const leadCompanyRequired = 'Preencha o campo empresa!';

// Simulator (section 5): the step messages live with the fine calculation.
export const simulatorStep1Required = DOSIMETRY_MESSAGES.step1Required;
export const simulatorStep3Required = DOSIMETRY_MESSAGES.step3Required;
export const simulatorStep4Required = DOSIMETRY_MESSAGES.step4Required;
export const simulationMaxFiles = 'Quantia máxima de 10 arquivos por simulação.';

// Errors and dialogs (sections 2.2 and 8)
export const accessDenied = 'Acesso negado!';
export const cancelSimulationTitle = 'Cancelar Simulação';
export const cancelSimulationText =
  'Tem certeza que gostaria de cancelar a solicitação de simulação de multa?';
