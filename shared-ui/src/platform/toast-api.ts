import type { ToastApi } from '../contract/shell-api';
import { requestToasts } from './toast-loader';

type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * The standard ToastApi over react-toastify; render one <ToastHost/> to show them. The library
 * loads with the first toast (toast-loader.ts), so a toast appears a moment after the call.
 */
export function createToastApi(): ToastApi {
  const show = (kind: ToastKind) => (message: string) => {
    void requestToasts().then(({ toast }) => void toast[kind](message));
  };
  return {
    success: show('success'),
    info: show('info'),
    warn: show('warning'),
    error: show('error'),
  };
}
