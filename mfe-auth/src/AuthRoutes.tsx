import { lazy } from 'react';
import { PageRoutes } from '@dpohub/shared-ui';
import { LoginPage } from './login/LoginPage';
import { pages } from './pages';

// The login page comes with the remote; the others load when visited (each page loads what it
// uses: the login form is the first screen of every visitor).
const ForgotPasswordPage = lazy(() =>
  import('./password-recovery/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const VerificationCodePage = lazy(() =>
  import('./password-recovery/VerificationCodePage').then((m) => ({
    default: m.VerificationCodePage,
  })),
);
const NewPasswordPage = lazy(() =>
  import('./password-recovery/NewPasswordPage').then((m) => ({ default: m.NewPasswordPage })),
);
const ChangePasswordPage = lazy(() =>
  import('./change-password/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);

const TwoFactorPage = lazy(() =>
  import('./account-security/TwoFactorPage').then((m) => ({ default: m.TwoFactorPage })),
);
const SessionsPage = lazy(() =>
  import('./account-security/SessionsPage').then((m) => ({ default: m.SessionsPage })),
);

const MyDataPage = lazy(() =>
  import('./my-data/MyDataPage').then((m) => ({ default: m.MyDataPage })),
);

/** The screen of each declared page (./pages.ts). */
const SCREENS = {
  login: LoginPage,
  forgetPassword: ForgotPasswordPage,
  verificationCode: VerificationCodePage,
  newPassword: NewPasswordPage,
  changePassword: ChangePasswordPage,
  twoFactor: TwoFactorPage,
  sessions: SessionsPage,
  myData: MyDataPage,
};

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function AuthRoutes() {
  return <PageRoutes pages={pages} screens={SCREENS} />;
}
