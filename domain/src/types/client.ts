// Clients and their hourly prices (spec 1 sections 2.7, 2.11 and 3; spec 2 section 3).
import type { Client } from '../wire/clients';
import type { IsoDate, PageQuery } from './common';

/** A client company as the API answers it: the wire contract's Client (wire/clients.ts). */
export type { Client } from '../wire/clients';

/** Item of GET /client/all. */
export type ClientSummary = Pick<Client, 'id' | 'name' | 'contract'>;

/** POST /client body. */
export type { ClientCreateBody as CreateClientRequest } from '../wire/clients';

/** A client's price per hour over a validity period. */
export interface ClientPriceHours {
  id: number;
  clientId: number;
  clientName: string;
  valorHora: number | null;
  vigenciaInicio: IsoDate;
  vigenciaFim: IsoDate | null;
  /** Set on update: the user who changed the price. */
  userId?: number | null;
}

/** PUT /client-prices-hours/{id} body. */
export interface ClientPriceHoursUpdate {
  id: number;
  clientId: number;
  valorHora: number;
  vigenciaInicio: IsoDate;
  vigenciaFim: IsoDate | null;
  userId: number;
}

/** GET /client-prices-hours query (size 12, sort name). */
export interface ClientPriceHoursQuery extends PageQuery {
  clientId?: number;
}

/**
 * Client hours data used by the demand form (spec 2 section 3): the current price (latest
 * vigenciaInicio) and whether the hours bank is on. With no price records valorHora is null.
 */
export interface ClientHoursData {
  valorHora: number | null;
  enableHoursBank: boolean;
}
