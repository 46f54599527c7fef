// Portuguese messages the API answers with that the spec does not word itself (the spec's own
// wording lives in MESSAGES). The UI shows the `message` of a 400/500 answer as it comes
// (spec 1 section 8), so these read as complete sentences for the end user.

export const API_MESSAGES = {
  // Request shape (validation before any route runs)
  invalidType: 'Tipo de dado inválido',
  invalidValue: 'Valor inválido',
  pageBeyondLimit: 'Página além dos primeiros 10.000 resultados: refine os filtros.',
  listTimedOut: 'A lista demorou demais para responder: refine os filtros e tente novamente.',
  invalidFormat: 'Formato inválido',
  maxLength: (limit: number) => `Tamanho máximo de ${limit} caracteres`,
  malformedBody: 'Conteúdo da requisição inválido',
  invalidCharacter: 'O conteúdo enviado contém um caractere inválido',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  payloadTooLarge: 'Conteúdo da requisição excede o tamanho máximo permitido',
  routeNotFound: 'Recurso não encontrado',
  requestAlreadyReceived:
    'Este pedido já havia sido recebido e pode ter sido concluído. Atualize a página e confira antes de repetir.',

  // Access
  forbidden: 'Você não possui permissão para esta operação',
  /** Security L7. */
  clientHasRecords:
    "O cliente possui solicitações, avaliações ou outros registros e não pode ser removido. Use 'Encerrar contrato': os usuários do cliente mantêm o acesso para consulta e download por 5 dias úteis e depois os dados são excluídos.",
  /** Security L8: the disk is full or read-only. */
  storageUnavailable:
    'O servidor não conseguiu gravar o arquivo no momento. Tente novamente mais tarde.',
  /** Security M1: a function the firm has not enabled for the user's client. */
  functionNotContracted: 'Esta função não está contratada para a sua empresa.',
  invalidClient: 'Credenciais do aplicativo inválidas',
  unsupportedGrantType: 'Tipo de autorização não suportado',
  invalidCredentials: 'Usuário ou senha inválidos',
  accountInactive: 'Usuário inativo ou com acesso expirado',
  tooManyLoginAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  tooManyRequests: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',

  // Passwords
  currentPasswordIncorrect: 'Senha atual incorreta',
  recoveryCodeNotVerified: 'Código de verificação inválido ou expirado',

  // Records
  duplicateRecord: 'Registro já cadastrado',
  recordInUse: 'Registro possui vínculos e não pode ser removido',
  clientNotFound: 'Cliente não encontrado',
  clientAlreadyExists: 'Já existe um cliente com esta pasta',
  clientHasUsers:
    "Cliente possui usuários vinculados e não pode ser removido. Use 'Encerrar contrato': os usuários do cliente mantêm o acesso para consulta e download por 5 dias úteis e depois os dados são excluídos.",

  // E-mails
  recoveryMailSubject: 'DPOHUB - Código de verificação',
  recoveryMailText: (name: string, code: string, minutes: number, portalUrl: string) =>
    [
      `Olá, ${name}.`,
      '',
      `Seu código de verificação para redefinir a senha do DPOHUB é: ${code}`,
      '',
      `O código vale por ${minutes} minutos. Se você não pediu a redefinição, ignore este e-mail.`,
      '',
      portalUrl,
    ].join('\n'),
} as const;
