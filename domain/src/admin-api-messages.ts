// Portuguese answers of the administration API (users, terms, lawyers, client prices) that the
// spec does not word itself; the spec's own wording stays in MESSAGES.

export const ADMIN_API_MESSAGES = {
  // Terms of use (spec 4, terms section; spec 1 section 1: the user must accept them first)
  termsNotAccepted: 'É necessário aceitar os termos de uso e o aviso de privacidade.',

  // Users
  userNotFound: 'Usuário não encontrado',
  usernameTaken: 'Nome de usuário já cadastrado',
  emailTaken: 'Email já cadastrado',
  profileReadOnly: 'O perfil de acesso não pode ser alterado',
  clientRequired: 'Selecione o cliente do usuário',
  expirationDateInPast: 'A data de validade não pode ser anterior à data atual',
  cannotDisableSelf: 'Você não pode desativar o seu próprio usuário',
  lastActiveAdmin: 'Não é possível desativar o último administrador ativo',
  cannotDropOwnUserManagement:
    'Você não pode remover a sua própria permissão de gerenciamento de usuários',
  grantOnlyOwnPermissions: 'Você só pode conceder permissões que possui',
  /** Security L4: the address belongs to someone outside the caller's client; not said. */
  emailUnavailable: 'Este e-mail não pode ser usado. Informe outro endereço.',
  userHoldsPermissionYouLack:
    'Você não pode alterar um usuário que possui permissões que você não possui',
  emailChangedMailSubject: 'DPOHUB - E-mail de acesso alterado',
  emailChangedMailText: (name: string, newEmail: string, portalUrl: string) =>
    [
      `Olá, ${name}.`,
      '',
      `O e-mail de acesso da sua conta no DPOHUB foi alterado para ${newEmail}.`,
      'As mensagens do portal, inclusive a recuperação de senha, passam a ir para o novo endereço.',
      '',
      'Se você não reconhece esta alteração, procure o administrador do seu acesso imediatamente.',
      '',
      portalUrl,
    ].join('\n'),
  invitationInvalid: 'Link de cadastro inválido ou expirado',
  invitationMailSubject: 'DPOHUB - Cadastro de acesso',
  invitationMailText: (name: string, link: string, hours: number) =>
    [
      `Olá, ${name}.`,
      '',
      'Você foi cadastrado(a) no portal DPOHUB. Para definir a sua senha, acesse:',
      '',
      link,
      '',
      `O link vale por ${hours} horas. No primeiro acesso, leia e aceite os termos de uso e o aviso de privacidade.`,
    ].join('\n'),

  // Lawyers
  lawyerNotFound: 'Advogado não encontrado',
  /** Platform m12: names are unique, accents and case aside. */
  lawyerNameTaken: 'Já existe um advogado com este nome',
  lawyerAccountInvalid: 'A conta vinculada deve ser de um membro ativo da equipe do escritório',
  lawyerAccountTaken: 'Esta conta já está vinculada a outro advogado',
  lawyerNameLettersOnly: 'O nome do advogado deve conter apenas letras e espaços',

  // Client price per hour
  priceNotFound: 'Preço não encontrado',
  priceMustBePositive: 'O preço/hora deve ser maior que zero',
  priceClientMismatch: 'O preço não pertence a este cliente',
  priceStartNotAfterCurrent: 'A data de início deve ser posterior ao início da vigência atual',
  pricePeriodOverlap: 'O período de vigência se sobrepõe a outro período deste cliente',
} as const;
