/**
 * Texts of the shell's own chrome that the spec names (side menu and profile menu of spec 1
 * section 2.6) or leaves to us (the contained remote failure). Messages of the spec's catalogue
 * (toasts) come from MESSAGES in @dpohub/domain.
 */
export const SHELL_LABELS = {
  productName: 'DPOHUB',
  remoteUnavailable: 'Não foi possível carregar esta área. Tente novamente.',
  retry: 'Tentar novamente',
  loadingArea: 'Carregando área',
  loadingPage: 'Carregando a página',
  sideMenu: 'Menu principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  back: 'Voltar',
  /** The home's heading for screen readers only (its visible title is empty). */
  homeHeading: 'Início',
  profileMenu: (name: string) => `Menu do usuário ${name}`,
  changePassword: 'Alterar Senha',
  logout: 'Sair',
  signingOut: 'Saindo...',
  lgpdPrimer: 'Conheça a LGPD',
  skipToContent: 'Ir para o conteúdo',
  chooseClientIntro: 'Escolha o cliente cujas solicitações você quer ver.',
  openClientPage: 'Abrir',
  cancel: 'Cancelar',
} as const;
