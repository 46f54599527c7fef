/**
 * The contract between the shell and every remote (ARCHITECTURE "Composition at run time").
 *
 * A remote's `./app` module default-exports a `RemoteAppModule`; the shell checks
 * `contractVersion` (./contract-version.ts) when it loads the module and refuses a mismatch.
 * Types only: this file is part of the shared '@dpohub/shared-ui/contract' module.
 */
import type { ComponentType } from 'react';
import type { HttpClient } from './http';

export interface SessionRole {
  authority: string;
}

/** The signed-in user as kept in local storage (spec 1 section 3, login response). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  admin: boolean;
  enableHoursBank: boolean;
  /** Client id of a client user (folder number); null for firm staff without one. */
  client: number | null;
  clientName: string | null;
  roles: SessionRole[];
  /** Employee type: 1 firm staff, 0 granular client user, 2 client administrator. */
  employeeDanielLaw?: number | null;
  /** Epoch milliseconds at which the token expires. */
  expiresAt: number;
  /**
   * False until the user accepts the terms of use and privacy notice; the shell then shows only
   * the acceptance screen. Absent in sessions stored before 1.0.0 gained it: treated as accepted.
   */
  termsAccepted?: boolean;
  /**
   * The firm requires a second factor this user has not set up: the shell opens only
   * /twoFactor until it is on. Absent in sessions stored before 2.1.0 gained it.
   */
  twoFactorSetupRequired?: boolean;
  /**
   * The user's client ended its contract: the day (yyyy-MM-dd) and the last day of read-only
   * access, shown in the portal's banner. Absent while the contract is in force.
   */
  contractEnd?: { endedOn: string; readOnlyUntil: string };
}

export interface SessionApi {
  /** Current user or null when signed out. */
  getUser(): SessionUser | null;
  getToken(): string | null;
  isAuthenticated(): boolean;
  isAdmin(): boolean;
  authorities(): string[];
  /** Client chosen in the client picker (admins) or the user's own client. */
  getSelectedClient(): number | null;
  setSelectedClient(clientId: number | null): void;
  /** Stores the session after a successful sign-in. */
  login(token: string, user: SessionUser): void;
  /** Clears local and session storage. */
  logout(): void;
  /** Generic namespaced storage for goBack paths and list page numbers. */
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Subscribe to session changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export type ToastKind = 'success' | 'info' | 'warn' | 'error';

export interface ToastApi {
  success(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface ShellApi {
  contractVersion: string;
  /** The http client (./http.ts): /api base, bearer token, the error rules of spec 1 section 8. */
  http: HttpClient;
  session: SessionApi;
  toast: ToastApi;
  /** Sets the top-bar title (and the document title). */
  setTitle(title: string): void;
  /** Client-side navigation in the shell's single router. */
  navigate(to: string, options?: NavigateOptions): void;
}

export interface RemoteAppProps {
  shell: ShellApi;
  /** Path prefix under which the shell mounted this remote's routes ('' when mounted at the root). */
  basePath?: string;
}

/** What a remote's `./app` exposed module exports as default. */
export interface RemoteAppModule {
  contractVersion: string;
  App: ComponentType<RemoteAppProps>;
}
