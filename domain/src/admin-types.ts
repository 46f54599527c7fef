// Wire shapes of the administration API beyond the spec's own types (types/user.ts,
// types/lawyer.ts, types/client.ts). Field names follow the spec where it names them.
export type {
  ClientUser,
  SetPasswordRequest,
  TermsAcceptance,
  UserRow,
  UserStatusChange,
} from './wire/users';

/** Query names of the new-password link sent to a new user: /newPassword?email=&invite=. */
export const INVITATION_QUERY = { email: 'email', token: 'invite' } as const;

/** POST /client-prices-hours body and GET /client-prices-hours/current/{clientId}: the contract's. */
export type { ClientPriceHoursCreate, CurrentClientPrice } from './wire/client-prices';
