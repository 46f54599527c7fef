/**
 * Screen wording of this remote. Labels the spec quotes ('Usuário', 'Senha', 'Esqueci minha
 * senha', 'Email', 'Enviar Email', 'Alterar Senha') are kept word for word; the rest is wording
 * the spec leaves to the screen. Validation and result messages come from @dpohub/domain.
 */
export const LABELS = {
  login: {
    title: 'Login',
    heading: 'Acesse sua conta',
    userName: 'Usuário',
    password: 'Senha',
    forgotPassword: 'Esqueci minha senha',
    submit: 'Entrar',
    version: (version: string, build: string) => `Versão ${version} (build ${build})`,
    // The spec does not word the follow-up call's answer (section 7: "response not shown").
    attemptsLeft: (attempts: number) =>
      attempts === 1
        ? 'Resta 1 tentativa antes do bloqueio temporário do acesso.'
        : `Restam ${attempts} tentativas antes do bloqueio temporário do acesso.`,
    locked:
      'Acesso bloqueado temporariamente por excesso de tentativas. Aguarde alguns minutos e tente novamente.',
  },
  forgotPassword: {
    title: 'Esqueci minha senha',
    heading: 'Recuperar senha',
    intro: 'Informe o email cadastrado para receber o código de verificação.',
    email: 'Email',
    submit: 'Enviar Email',
  },
  verificationCode: {
    title: 'Código de verificação',
    heading: 'Código de verificação',
    intro: (email: string) => `Digite o código de 5 dígitos enviado para ${email}.`,
    legend: 'Código de verificação',
    box: (position: number, total: number) => `Dígito ${position} de ${total}`,
    resend: 'Reenviar código',
    submit: 'Verificar código',
  },
  newPassword: {
    title: 'Nova senha',
    heading: 'Cadastrar nova senha',
    password: 'Nova senha',
    confirm: 'Confirmar nova senha',
    submit: 'Cadastrar senha',
    codeMissing:
      'O código de verificação deste email não foi confirmado. Solicite um novo código para cadastrar a nova senha.',
    requestCode: 'Solicitar novo código',
  },
  changePassword: {
    title: 'Alterar Senha',
    oldPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirm: 'Confirmar nova senha',
    submit: 'Salvar',
    cancel: 'Cancelar',
  },
  checklist: {
    heading: 'A senha deve conter:',
    met: 'atendida',
    unmet: 'pendente',
  },
  backToLogin: 'Voltar ao login',
} as const;
