import { LOGIN_EXPIRED_REDIRECT_MS, MESSAGES, serverErrorMessage } from '@dpohub/domain';
import axios from 'axios';
import type { AxiosError, AxiosInstance, CreateAxiosDefaults } from 'axios';
import type { SessionApi, ToastApi } from '../contract/shell-api';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No error toast on this call (screens whose spec says failures are silent). */
    skipErrorToast?: boolean;
    /**
     * A 401 on this call is the caller's business, not an expired session (the sign-in call
     * itself answers 401 to wrong credentials).
     */
    skipAuthExpiry?: boolean;
  }
}

export interface HttpClientOptions {
  baseURL?: string;
  session: Pick<SessionApi, 'getToken' | 'logout'>;
  toast: Pick<ToastApi, 'error'>;
  /** Called LOGIN_EXPIRED_REDIRECT_MS after a 401 (spec 1 section 8). */
  redirectToLogin: () => void;
  /** Clock, so parallel 401s within the redirect delay are handled once. */
  now?: () => number;
  /** Extra axios defaults (tests pass an `adapter`). */
  axiosDefaults?: Omit<CreateAxiosDefaults, 'baseURL'>;
}

/** The `message` field of an error body, when the server sent one. */
function messageOf(data: unknown): string | undefined {
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The message of a refusal the user can act on (a 4xx other than 401 whose body carries a
 * `message`), or null: a screen with its own failure text shows the server's reason instead
 * when there is one (an overlapping price period), and its own text otherwise.
 */
export function refusalMessage(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const status = error.response?.status;
  if (status === undefined || status < 400 || status >= 500 || status === 401) return null;
  const message = messageOf(error.response?.data)?.trim();
  return message && message !== 'No message available' ? message : null;
}

/** The shell's axios instance: /api base, bearer token, the error rules of spec 1 section 8. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { session, toast, redirectToLogin } = options;
  const now = options.now ?? Date.now;
  const http = axios.create({ ...options.axiosDefaults, baseURL: options.baseURL ?? '/api' });
  let loginExpiredAt: number | null = null;

  http.interceptors.request.use((config) => {
    const token = session.getToken();
    // The sign-in call brings its own basic credentials: never replace them.
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  http.interceptors.response.use(undefined, (error: AxiosError) => {
    const status = error.response?.status;
    const config = error.config;
    if (status === 401 && !config?.skipAuthExpiry) {
      const at = now();
      if (loginExpiredAt === null || at - loginExpiredAt >= LOGIN_EXPIRED_REDIRECT_MS) {
        loginExpiredAt = at;
        toast.error(MESSAGES.loginExpired);
        session.logout();
        setTimeout(redirectToLogin, LOGIN_EXPIRED_REDIRECT_MS);
      }
    } else if (status !== undefined && !config?.skipErrorToast) {
      const message = messageOf(error.response?.data);
      if (status === 400 || status === 500) {
        toast.error(serverErrorMessage(message));
      } else if (status >= 402 && message?.trim()) {
        // docs/decisions.md "Refusals show the server's message": a 403, 404, 409... that
        // carries a message is shown too, or the user clicks Salvar and nothing happens.
        toast.error(serverErrorMessage(message));
      }
    }
    // Spec 1 section 8: the error always reaches the caller.
    return Promise.reject(error);
  });

  return http;
}
