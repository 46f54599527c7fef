// Wire shapes of the administration API beyond the spec's own types (types/user.ts,
// types/lawyer.ts, types/client.ts). Field names follow the spec where it names them.
import type { IdName, IsoDate, IsoDateTime } from './types/common';
import type { UserListItem } from './types/user';

/** Row of GET /user/filter: the list item of spec 1 section 3 plus who and where. */
export interface UserRow extends UserListItem {
  username: string;
  email: string;
  client: IdName | null;
}

/** Item of GET /user/client: a user of one client, as the demand participants block needs it. */
export interface ClientUser {
  id: number;
  name: string;
  username: string;
  email: string;
  enabled: boolean;
}

/** Answer of DELETE /user/{id}?enabled= (the status after the change). */
export interface UserStatusChange {
  id: number;
  enabled: boolean;
}

/** POST /user/set-password body: the invitation token of the welcome e-mail. */
export interface SetPasswordRequest {
  token: string;
  password: string;
}

/** Answer of POST /user/accept-terms. */
export interface TermsAcceptance {
  termsAccepted: true;
  acceptedAt: IsoDateTime;
}

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
