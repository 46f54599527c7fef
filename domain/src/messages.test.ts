import { MESSAGES, SERVER_NO_MESSAGE, serverErrorMessage } from './messages';

describe('MESSAGES', () => {
  it.each([
    ['required', 'Campo obrigatório'],
    ['passwordsDiffer', 'As senhas não conferem'],
    ['passwordRules', 'Senha não atende regras de definição'],
    ['invalidDate', 'Formato de data inválida'],
    ['invalidEmail', 'Formato de email inválido'],
    ['genericError', 'Ocorreu algum erro ao efetuar a operação'],
    ['loginExpired', 'Login expirado, por favor logue novamente'],
    ['noAccess', 'Você não possui acesso a esta função.'],
    [
      'featureUnavailable',
      'Função indisponível. Estamos trabalhando para lançar esta função em breve!',
    ],
    ['emptyList', 'Não há dados a retornar.'],
    ['loading', 'Carregando dados'],
    ['passwordUpdated', 'Senha atualizada com sucesso.'],
    ['endDateBeforeStart', 'Data de fim deve ser posterior à data de início'],
    ['fileTooLarge', 'Tamanho máximo de 10mb por arquivo'],
    ['removeClientTitle', 'Remover cliente ?'],
    ['commentRequired', 'Digitar comentário antes de enviar'],
    ['commentImageAsDocument', 'Não subir imagem como documento'],
    ['clientRequestMaxFiles', 'Quantia máxima de 10 arquivos por solicitação'],
    ['invalidPeriod', 'Período inválido!'],
    [
      'periodInFuture',
      'O período final ou o período inicial não podem ser maiores que a data atual.',
    ],
    ['budgetStartMonthInvalid', 'Mês do período inicial está inválido!'],
    ['invalidHoursFormat', 'Formato inválido. Use HHH:mm'],
    ['cancellationRefused', 'Solicitação de cancelamento recusada.'],
    ['noContractedHoursInPeriod', 'Não houve horas contratadas no período desejado.'],
    ['noSimulationsInPeriod', 'Não há simulações para o período informado.'],
    [
      'aliResultNo',
      'Não: Sua atividade não reúne elementos que a enquadram na base legal do legítimo interesse.',
    ],
    ['contractDatesOutOfOrder', 'A data de expiração não pode ser maior que a data de assinatura.'],
    ['finishError', 'Erro ao concluir avaliação'],
    ['noFormAccess', 'Você não possui acesso a este formulário.'],
    ['dashboardEmpty', 'Não há dados a retornar!'],
    [
      'simulatorStep1Required',
      'É preciso marcar ao menos uma opção na etapa 1 Determinação da Alíquota Base.',
    ],
    ['accessDenied', 'Acesso negado!'],
    [
      'cancelSimulationText',
      'Tem certeza que gostaria de cancelar a solicitação de simulação de multa?',
    ],
  ] as const)('%s reads exactly "%s"', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('builds the parameterised messages', () => {
    expect(MESSAGES.sessionExpiresAt('14:05')).toBe('Sua sessão expira às 14:05');
    expect(MESSAGES.statusChangedAt('Em curso', '25/12/2024 às 10:30')).toBe(
      'Status alterado para Em curso em 25/12/2024 às 10:30',
    );
    expect(MESSAGES.totalServices(7)).toBe('Total de Serviços: 7');
    expect(MESSAGES.confirmUserStatus(false)).toBe('Você realmente deseja desativar o usuário?');
    expect(MESSAGES.confirmUserStatus(true)).toBe('Você realmente deseja ativar o usuário?');
    expect(MESSAGES.cancelDemandText('Daniel Law')).toBe(
      'Tem certeza que deseja cancelar esta demanda? O time Daniel Law não dará continuidade a esta solicitação.',
    );
  });
});

describe('serverErrorMessage', () => {
  it('shows the server message as given', () => {
    expect(serverErrorMessage('Cliente já cadastrado')).toBe('Cliente já cadastrado');
  });

  it('replaces the empty server message with the generic one', () => {
    expect(SERVER_NO_MESSAGE).toBe('No message available');
    expect(serverErrorMessage('No message available')).toBe(
      'Ocorreu algum erro ao efetuar a operação',
    );
    expect(serverErrorMessage(undefined)).toBe('Ocorreu algum erro ao efetuar a operação');
    expect(serverErrorMessage('  ')).toBe('Ocorreu algum erro ao efetuar a operação');
  });
});
