import type { ToastApi } from '../contract/shell-api';
import { requestToasts } from './toast-loader';
import type { ToastKind } from './ToastStack';

/**
 * The standard ToastApi; render one <ToastHost/> to show them. The toast library loads with the
 * first toast (toast-loader.ts), so a toast appears a moment after the call.
 */
export function createToastApi(): ToastApi {
  const show = (kind: ToastKind) => (message: string) => {
    void requestToasts().then(({ showToast }) => showToast(kind, message));
  };
  return {
    success: show('success'),
    info: show('info'),
    warn: show('warn'),
    error: show('error'),
  };
}
