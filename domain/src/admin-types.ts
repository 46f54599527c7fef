// Wire shapes of the administration API beyond the spec's own types (types/user.ts,
// types/lawyer.ts, types/client.ts). Field names follow the spec where it names them.
import type { IsoDate } from './types/common';
export type {
  ClientUser,
  SetPasswordRequest,
  TermsAcceptance,
  UserRow,
  UserStatusChange,
} from './wire/users';

/** Query names of the new-password link sent to a new user: /newPassword?email=&invite=. */
export const INVITATION_QUERY = { email: 'email', token: 'invite' } as const;

/** POST /client-prices-hours body: a new price period that closes the open one. */
export interface ClientPriceHoursCreate {
  clientId: number;
  valorHora: number;
  vigenciaInicio: IsoDate;
}

/** GET /client-prices-hours/current/{clientId}: what the demand form's value calculation needs. */
export interface CurrentClientPrice {
  clientId: number;
  valorHora: number | null;
  enableHoursBank: boolean;
}
