import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { AUTH_ROUTES } from './routing/auth-paths';

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

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path={AUTH_ROUTES.login} element={<LoginPage />} />
      <Route path={AUTH_ROUTES.forgetPassword} element={<ForgotPasswordPage />} />
      <Route path={AUTH_ROUTES.verificationCode} element={<VerificationCodePage />} />
      <Route path={AUTH_ROUTES.newPassword} element={<NewPasswordPage />} />
      <Route path={AUTH_ROUTES.changePassword} element={<ChangePasswordPage />} />
      <Route path={AUTH_ROUTES.twoFactor} element={<TwoFactorPage />} />
      <Route path={AUTH_ROUTES.sessions} element={<SessionsPage />} />
      <Route path={AUTH_ROUTES.myData} element={<MyDataPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
