import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH } from '../constants';
import { CONTRACTABLE_FUNCTIONS } from '../client-functions';
import { CONTRACT_END_REASON_MAX_LENGTH } from '../contract-end/contract-end';
import { ID_MAX, Nullable, StringEnum } from './schema';

// The client calls of spec 1 sections 2.7 and 7: the picker, the firm's client screen, the
// contracted function cards and the end of a contract (issue 31).

/** A client's ended contract, as GET /client/all and GET /client/{id} answer it. */
export const ClientContract = Type.Object({
  endedOn: Type.String({ format: 'date' }),
  readOnlyUntil: Type.String({ format: 'date' }),
  dataErasedOn: Nullable(Type.String({ format: 'date' }), {
    description: "the day the client's files and personal data were erased; null until then",
  }),
});

/**
 * A client company. `id` is the folder number ('Pasta'), digits only, carried as a number (the
 * spec leaves the wire type open).
 */
export const Client = Type.Object({
  id: Type.Integer({ description: 'Folder number (Pasta)' }),
  name: Type.String(),
  enableHoursBank: Type.Boolean(),
  contract: Type.Optional(
    Nullable(ClientContract, {
      description: 'The ended contract (issue 31); null while in force',
    }),
  ),
});

export const ClientList = Type.Array(Client);

/** Folder numbers are positive and fit the database integer. */
const FolderNumber = Type.Integer({ minimum: 1, maximum: ID_MAX });

const ClientName = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' });

/** GET /client/all query. */
export const ClientListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
});

/** `{ id }` (the folder number) of the routes about one client. */
export const ClientParams = Type.Object({ id: FolderNumber });

/** POST /client body. */
export const ClientCreateBody = Type.Object({
  id: FolderNumber,
  name: ClientName,
  enableHoursBank: Type.Optional(Type.Boolean({ default: false })),
});

/** PUT /client/{id} body: a new name and 'Controle de Horas' (platform m13). */
export const ClientUpdateBody = Type.Object({
  id: Type.Optional(FolderNumber),
  name: ClientName,
  enableHoursBank: Type.Boolean(),
});

/** POST /client/{id}/encerrar-contrato body (or none). */
export const EndContractBody = Nullable(
  Type.Object(
    { motivo: Type.Optional(Type.String({ maxLength: CONTRACT_END_REASON_MAX_LENGTH })) },
    { additionalProperties: false },
  ),
);

/** The answer of GET and PUT /client/{id}/functions. */
export const ClientFunctions = Type.Object({
  clientId: Type.Integer(),
  functions: Type.Array(Type.String()),
});

/** PUT /client/{id}/functions body: the whole list, replacing the stored one. */
export const ClientFunctionsBody = Type.Object(
  {
    functions: Type.Array(StringEnum(CONTRACTABLE_FUNCTIONS), {
      maxItems: CONTRACTABLE_FUNCTIONS.length,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export type ClientContract = Static<typeof ClientContract>;
export type Client = Static<typeof Client>;
export type ClientCreateBody = Static<typeof ClientCreateBody>;
export type EndContractBody = NonNullable<Static<typeof EndContractBody>>;
export type ClientFunctions = Static<typeof ClientFunctions>;
export type ClientFunctionsBody = Static<typeof ClientFunctionsBody>;
