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

/** This remote's pages by key: the paths its own code routes and links to (its routes: PageRoutes). */
export const pages = {
  login: '/login',
  forgetPassword: '/forgetPassword',
  verificationCode: '/verificationCode',
  newPassword: '/newPassword',
  changePassword: '/changePassword',
  twoFactor: '/twoFactor',
  sessions: '/sessions',
  myData: '/myData',
} as const;

/**
 * The auth remote's pages (spec 1 section 2.1): the one place they are written. Published with
 * the build (mf-manifest.json `metaData.pages`); the routes are built from it (AuthRoutes).
 * A function, so that the remote's bundle, which imports only `pages`, leaves it out whole.
 */
export default function declarations(): RemotePages {
  const declared = {
    login: publicPage(pages.login, 'Login'),
    forgetPassword: publicPage(pages.forgetPassword, 'Esqueci minha senha'),
    verificationCode: publicPage(pages.verificationCode, 'Código de verificação'),
    newPassword: publicPage(pages.newPassword, 'Nova senha'),
    changePassword: {
      path: pages.changePassword,
      title: 'Alterar Senha',
      access: FEATURES.changePassword,
      layout: true,
    },
    twoFactor: {
      path: pages.twoFactor,
      title: ACCOUNT_SECURITY_TITLES.twoFactorTitle,
      access: ACCOUNT_SECURITY_FEATURES.own,
      layout: true,
    },
    sessions: {
      path: pages.sessions,
      title: ACCOUNT_SECURITY_TITLES.sessionsTitle,
      access: ACCOUNT_SECURITY_FEATURES.own,
      layout: true,
    },
    // Issue 31: what the portal holds about the user, and the request to erase the account.
    myData: {
      path: pages.myData,
      title: MY_DATA_TITLES.title,
      access: DATA_SUBJECT_FEATURES.own,
      layout: true,
    },
  } satisfies Record<keyof typeof pages, PageDeclaration>;

  return { pages: declared };
}
