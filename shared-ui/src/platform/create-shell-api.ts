import { SHELL_CONTRACT_VERSION } from '../contract/contract-version';
import type { HttpClient } from '../contract/http';
import type { NavigateOptions, SessionApi, ShellApi, ToastApi } from '../contract/shell-api';
import { createLazyHttpClient } from './lazy-http-client';
import { createSessionStore } from './session-store';
import { createToastApi } from './toast-api';

export interface CreateShellApiOptions {
  /** Client-side navigation of the page's router. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Top-bar title; defaults to the document title only. */
  setTitle?: (title: string) => void;
  session?: SessionApi;
  toast?: ToastApi;
  /** A ready http client; otherwise the standard one is created over session and toast. */
  http?: HttpClient;
  /** API base URL of the standard http client (default '/api'). */
  baseURL?: string;
  /** Where a 401 leads (default '/login', spec 1 section 8). */
  loginPath?: string;
}

/** Assembles the standard ShellApi: what the shell hands every remote. */
export function createShellApi(options: CreateShellApiOptions): ShellApi {
  const session = options.session ?? createSessionStore();
  const toast = options.toast ?? createToastApi();
  const navigate = options.navigate;
  const loginPath = options.loginPath ?? '/login';
  const http =
    options.http ??
    createLazyHttpClient({
      baseURL: options.baseURL,
      session,
      toast,
      redirectToLogin: () => navigate(loginPath, { replace: true }),
    });
  const setTitle = (title: string) => {
    if (typeof document !== 'undefined') document.title = title ? `${title} | DPOHUB` : 'DPOHUB';
    options.setTitle?.(title);
  };
  return { contractVersion: SHELL_CONTRACT_VERSION, http, session, toast, setTitle, navigate };
}
