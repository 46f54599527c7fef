import {
  ACCOUNT_SECURITY_FEATURES,
  ACCOUNT_SECURITY_TITLES,
  DATA_SUBJECT_FEATURES,
  FEATURES,
  MY_DATA_TITLES,
} from '@dpohub/domain';
import type { PageDeclaration, RemotePages } from '@dpohub/shared-ui';

const publicPage = (path: string, title: string) => ({
  path,
  title,
  access: FEATURES.login,
  layout: false,
});

/**
 * The auth remote's pages (spec 1 section 2.1): the one place they are written. Published with
 * the build (mf-manifest.json `metaData.pages`); the routes are built from it (AuthRoutes).
 */
export const pages = {
  login: publicPage('/login', 'Login'),
  forgetPassword: publicPage('/forgetPassword', 'Esqueci minha senha'),
  verificationCode: publicPage('/verificationCode', 'Código de verificação'),
  newPassword: publicPage('/newPassword', 'Nova senha'),
  changePassword: {
    path: '/changePassword',
    title: 'Alterar Senha',
    access: FEATURES.changePassword,
    layout: true,
  },
  twoFactor: {
    path: '/twoFactor',
    title: ACCOUNT_SECURITY_TITLES.twoFactorTitle,
    access: ACCOUNT_SECURITY_FEATURES.own,
    layout: true,
  },
  sessions: {
    path: '/sessions',
    title: ACCOUNT_SECURITY_TITLES.sessionsTitle,
    access: ACCOUNT_SECURITY_FEATURES.own,
    layout: true,
  },
  // Issue 31: what the portal holds about the user, and the request to erase the account.
  myData: {
    path: '/myData',
    title: MY_DATA_TITLES.title,
    access: DATA_SUBJECT_FEATURES.own,
    layout: true,
  },
} satisfies Record<string, PageDeclaration>;

/** The declarations the build publishes (tooling/page-declarations.js). */
export default { pages } satisfies RemotePages;
