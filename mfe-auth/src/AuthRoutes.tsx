import { Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from './change-password/ChangePasswordPage';
import { LoginPage } from './login/LoginPage';
import { ForgotPasswordPage } from './password-recovery/ForgotPasswordPage';
import { NewPasswordPage } from './password-recovery/NewPasswordPage';
import { VerificationCodePage } from './password-recovery/VerificationCodePage';
import { AUTH_ROUTES } from './routing/auth-paths';

/** This remote's pages, as descendant routes of the shell's router. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path={AUTH_ROUTES.login} element={<LoginPage />} />
      <Route path={AUTH_ROUTES.forgetPassword} element={<ForgotPasswordPage />} />
      <Route path={AUTH_ROUTES.verificationCode} element={<VerificationCodePage />} />
      <Route path={AUTH_ROUTES.newPassword} element={<NewPasswordPage />} />
      <Route path={AUTH_ROUTES.changePassword} element={<ChangePasswordPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
