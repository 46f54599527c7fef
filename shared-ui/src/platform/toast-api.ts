import { toast } from 'react-toastify';
import type { ToastApi } from '../contract/shell-api';

/** The standard ToastApi over react-toastify; render one <ToastHost/> to show them. */
export function createToastApi(): ToastApi {
  return {
    success: (message) => void toast.success(message),
    info: (message) => void toast.info(message),
    warn: (message) => void toast.warning(message),
    error: (message) => void toast.error(message),
  };
}
