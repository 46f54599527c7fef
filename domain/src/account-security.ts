// Two-factor sign-in (TOTP, RFC 6238) and the sessions a user sees and ends: the rules, the
// limits and the Portuguese words shared by the API and the screens (docs/decisions.md
// "Two-factor sign-in and sessions").
import { isClientAdministrator, type AccessRule, type Principal } from './access-policy';
import { ACCOUNT_SECURITY_TITLES } from './account-security-titles';

/** Digits of a TOTP code (RFC 6238 default, what every authenticator app shows). */
export const TOTP_DIGITS = 6;
/** Seconds each code lasts (RFC 6238 default). */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step before or after the current one are accepted (a phone's clock drifts). */
export const TOTP_TOLERANCE_STEPS = 1;
/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = 'DPOHUB';
/** Recovery codes made at enrolment (each used once). */
export const RECOVERY_CODE_COUNT = 10;
/** Minutes the second step of a sign-in may wait after the password. */
export const TWO_FACTOR_STEP_MINUTES = 5;

/** A TOTP code as typed: six digits (spaces the user may type are removed first). */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/** A recovery code as typed: letters and digits, case and separators ignored (xxxx-xxxx). */
export function normalizeRecoveryCode(input: string): string | null {
  const plain = input.replace(/[\s-]+/g, '').toLowerCase();
  return /^[a-z2-7]{10}$/.test(plain) ? plain : null;
}

/** How a recovery code is shown: two groups of five. */
export function formatRecoveryCode(plain: string): string {
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/**
 * Who must use two-factor sign-in when the firm requires it: firm staff and client
 * administrators, the people who hold the keys. Everyone else may turn it on.
 */
export function twoFactorRequiredFor(p: Principal, firmRequiresIt: boolean): boolean {
  return firmRequiresIt && (p.admin || isClientAdministrator(p));
}

/** The firm's setting and the firm admin's tools over other users' sign-in. */
export const ACCOUNT_SECURITY_FEATURES = {
  /** Every signed-in user keeps their own second factor and sessions. */
  own: {},
  /** Requiring the second factor, resetting a lost device, ending a user's sessions. */
  firmControls: { onlyAdmin: true },
} as const satisfies Record<string, AccessRule>;

// The titles by name, not spread: the minifier drops an object literal nobody reads (the shell's
// route table, which needs only this module's access rules, carried every label below, about 1 KB
// gzip, because of the spread) and keeps only the labels a page reads.
export const ACCOUNT_SECURITY_LABELS = {
  twoFactorTitle: ACCOUNT_SECURITY_TITLES.twoFactorTitle,
  sessionsTitle: ACCOUNT_SECURITY_TITLES.sessionsTitle,
  // Sign-in, second step.
  codeStepHeading: 'Verificação em duas etapas',
  codeStepHint: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  code: 'Código de verificação',
  recoveryStepHint: 'Digite um dos códigos de recuperação que você guardou.',
  recoveryCode: 'Código de recuperação',
  useRecoveryCode: 'Usar um código de recuperação',
  useAuthenticator: 'Usar o código do aplicativo',
  verify: 'Verificar',
  backToLogin: 'Voltar ao login',
  // The two-factor page.
  statusOn: 'A verificação em duas etapas está ativada.',
  statusOff: 'A verificação em duas etapas está desativada.',
  requiredNotice:
    'O escritório exige a verificação em duas etapas para o seu perfil. Ative-a para continuar usando o portal.',
  explain:
    'Ao entrar, além da senha, será pedido um código de 6 dígitos gerado por um aplicativo autenticador no seu celular (Google Authenticator, Microsoft Authenticator, FreeOTP e outros).',
  enable: 'Ativar',
  disable: 'Desativar',
  regenerateCodes: 'Gerar novos códigos de recuperação',
  recoveryCodesLeft: (count: number) =>
    count === 1 ? 'Resta 1 código de recuperação.' : `Restam ${count} códigos de recuperação.`,
  enrolTitle: 'Ativar verificação em duas etapas',
  enrolScan: '1. Leia o QR code com o aplicativo autenticador.',
  enrolManual: 'Ou digite esta chave no aplicativo:',
  enrolConfirm: '2. Digite o código de 6 dígitos que o aplicativo mostra.',
  qrAlt: 'QR code para o aplicativo autenticador',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Fechar',
  recoveryTitle: 'Códigos de recuperação',
  recoveryExplain:
    'Guarde estes códigos em local seguro. Cada um permite entrar uma vez sem o celular. Eles não serão mostrados novamente.',
  copyCodes: 'Copiar códigos',
  codesCopied: 'Códigos copiados.',
  recoverySaved: 'Guardei os códigos',
  disableTitle: 'Desativar verificação em duas etapas',
  disableExplain: 'Para desativar, digite um código do aplicativo autenticador.',
  renewExplain:
    'Para gerar novos códigos de recuperação, digite um código do aplicativo autenticador. Os códigos anteriores deixam de valer.',
  firmPolicyTitle: 'Política do escritório',
  firmPolicy:
    'Exigir a verificação em duas etapas da equipe do escritório e dos administradores de clientes',
  // Sessions.
  device: 'Dispositivo / navegador',
  ip: 'IP',
  signedInAt: 'Entrada',
  lastUsedAt: 'Último uso',
  thisSession: 'Esta sessão',
  end: 'Encerrar',
  endOthers: 'Encerrar todas as outras',
  noOtherSessions: 'Nenhuma outra sessão ativa.',
  // The firm admin on a user's page.
  resetTwoFactor: 'Redefinir verificação em duas etapas',
  endUserSessions: 'Encerrar todas as sessões',
  resetTwoFactorConfirm:
    'A verificação em duas etapas deste usuário será removida e ele receberá um e-mail. Ele poderá ativá-la de novo no próximo acesso.',
  endUserSessionsConfirm:
    'Todas as sessões deste usuário serão encerradas. Ele precisará entrar novamente.',
  confirmYes: 'Sim',
  confirmNo: 'Não',
} as const;

export const ACCOUNT_SECURITY_MESSAGES = {
  codeRequired: 'Informe o código de 6 dígitos.',
  recoveryCodeRequired: 'Informe um código de recuperação.',
  invalidCode: 'Código inválido.',
  twoFactorRequired: 'Informe o código de verificação do seu aplicativo autenticador.',
  twoFactorStepExpired: 'O tempo para informar o código terminou. Entre novamente.',
  twoFactorEnrolmentRequired:
    'O escritório exige a verificação em duas etapas. Ative-a para continuar usando o portal.',
  twoFactorAlreadyOn: 'A verificação em duas etapas já está ativada.',
  twoFactorNotOn: 'A verificação em duas etapas não está ativada.',
  twoFactorCannotDisable:
    'O escritório exige a verificação em duas etapas para o seu perfil: ela não pode ser desativada.',
  enrolmentNotStarted: 'Comece a ativação novamente.',
  twoFactorEnabled: 'Verificação em duas etapas ativada.',
  twoFactorDisabled: 'Verificação em duas etapas desativada.',
  recoveryCodesRenewed: 'Novos códigos de recuperação gerados.',
  twoFactorReset: 'Verificação em duas etapas redefinida. O usuário foi avisado por e-mail.',
  firmPolicySaved: 'Política do escritório salva.',
  sessionEnded: 'Sessão encerrada.',
  otherSessionsEnded: (count: number) =>
    count === 1 ? '1 sessão encerrada.' : `${count} sessões encerradas.`,
  userSessionsEnded: 'Todas as sessões do usuário foram encerradas.',
  sessionNotFound: 'Sessão não encontrada.',
  signedOut: 'Sessão encerrada.',
  // E-mails.
  newBrowserMailSubject: 'DPOHUB - Novo acesso à sua conta',
  newBrowserMailText: (name: string, device: string, ip: string, when: string, portalUrl: string) =>
    `Olá, ${name}.\n\nSua conta no DPOHUB foi acessada de um navegador novo:\n\n` +
    `${device}\nIP ${ip}\n${when}\n\n` +
    `Se foi você, nada a fazer. Se não reconhece este acesso, troque a sua senha e encerre a ` +
    `sessão em "Sessões ativas": ${portalUrl}/sessions\n`,
  resetMailSubject: 'DPOHUB - Verificação em duas etapas redefinida',
  resetMailText: (name: string, portalUrl: string) =>
    `Olá, ${name}.\n\nA administração do escritório redefiniu a verificação em duas etapas da ` +
    `sua conta no DPOHUB. No próximo acesso, entre com a sua senha e, se for exigido, ative-a ` +
    `de novo com o aplicativo autenticador: ${portalUrl}/login\n\n` +
    `Se você não pediu esta redefinição, fale com o escritório.\n`,
} as const;
