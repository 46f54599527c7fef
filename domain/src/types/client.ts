// Clients and their hourly prices (spec 1 sections 2.7, 2.11 and 3; spec 2 section 3).
import type { Client } from '../wire/clients';

/** A client company as the API answers it: the wire contract's Client (wire/clients.ts). */
export type { Client } from '../wire/clients';

/** Item of GET /client/all. */
export type ClientSummary = Pick<Client, 'id' | 'name' | 'contract'>;

/** POST /client body. */
export type { ClientCreateBody as CreateClientRequest } from '../wire/clients';

/** A client's price periods: the wire contract's (wire/client-prices.ts). */
export type { ClientPriceHours, ClientPriceHoursUpdate } from '../wire/client-prices';
