import { Type, type Static } from 'typebox';
import { ID_MAX, Nullable } from './schema';
import { PageQueryProperties, Paged } from './page';

// The client price calls of spec 1 sections 3 and 7, plus the new period the spec does not show
// (docs/decisions.md). Dates are yyyy-MM-dd; their rules are checked by the domain
// (validatePriceSave) so the answer carries the spec's own messages.

const PriceId = Type.Integer({ minimum: 1, maximum: ID_MAX });
const PriceDate = Type.String({ maxLength: 10 });
const Money = Type.Number({ maximum: 9_999_999_999.99 });

/** A client's price per hour over a validity period. */
export const ClientPriceHours = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  valorHora: Type.Number(),
  vigenciaInicio: Type.String({ description: 'yyyy-MM-dd' }),
  vigenciaFim: Nullable(Type.String(), { description: 'yyyy-MM-dd; null while open' }),
  userId: Nullable(Type.Integer(), { description: 'Who last changed the period' }),
});

export const ClientPriceHoursPage = Paged(ClientPriceHours);

/** GET /client-prices-hours query (size 12, sort name); clientId when one is chosen. */
export const ClientPriceHoursQuery = Type.Object({
  ...PageQueryProperties,
  clientId: Type.Optional(Type.String({ pattern: '^\\d{0,9}$' })),
});

/** `{ clientId }` of GET /client-prices-hours/current/{clientId}. */
export const CurrentClientPriceParams = Type.Object({ clientId: PriceId });

/** GET /client-prices-hours/current/{clientId} query: the day the price is read for. */
export const CurrentClientPriceQuery = Type.Object({
  data: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' }),
  ),
});

/** GET /client-prices-hours/current/{clientId}: what the demand form's value calculation needs. */
export const CurrentClientPrice = Type.Object({
  clientId: Type.Integer(),
  valorHora: Nullable(Type.Number()),
  enableHoursBank: Type.Boolean(),
});

/** PUT /client-prices-hours/{id} body. */
export const ClientPriceHoursUpdate = Type.Object({
  id: PriceId,
  clientId: PriceId,
  valorHora: Money,
  vigenciaInicio: PriceDate,
  vigenciaFim: Type.Optional(Nullable(Type.String({ maxLength: 10 }), { default: null })),
  userId: Type.Optional(
    Nullable(Type.Integer(), { description: 'Ignored: the signed-in user is recorded' }),
  ),
});

/** POST /client-prices-hours body: a new price period that closes the open one. */
export const ClientPriceHoursCreate = Type.Object({
  clientId: PriceId,
  valorHora: Money,
  vigenciaInicio: PriceDate,
});

export type ClientPriceHours = Static<typeof ClientPriceHours>;
export type ClientPriceHoursUpdate = Static<typeof ClientPriceHoursUpdate>;
export type ClientPriceHoursCreate = Static<typeof ClientPriceHoursCreate>;
export type CurrentClientPrice = Static<typeof CurrentClientPrice>;
