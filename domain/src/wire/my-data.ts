import { Type, type Static } from 'typebox';
import {
  ERASURE_KEEP_BASIS_KEYS,
  ERASURE_LIST_FILTERS,
  ERASURE_STATUSES,
} from '../data-subject/erasure-request';
import { Nullable, StringEnum } from './schema';
import { PageQueryProperties, Paged } from './page';

// 'Meus dados' (issue 31; LGPD art. 18, II and V) and the request to erase one's own account
// (LGPD art. 18 VI; docs/decisions.md "A request to erase one's account").

/** A value of an exported row: text, a number, a flag or nothing. */
const MyDataCell = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
});

/** One section of the export: the rows of one table that name the user. */
export const MyDataSection = Type.Object({
  titulo: Type.String(),
  /** Each row as label -> value, in the section's order of labels. */
  registros: Type.Array(Type.Object({}, { additionalProperties: MyDataCell })),
  /** True when the section has more rows than MY_DATA_SECTION_LIMIT. */
  limitado: Type.Boolean(),
});

/** GET /user/meus-dados: everything the portal holds about the signed-in user. */
export const MyDataExport = Type.Object({
  geradoEm: Type.String({ description: 'Instant, ISO' }),
  titular: Type.Object({ id: Type.Integer(), nome: Type.String(), email: Type.String() }),
  secoes: Type.Array(MyDataSection),
});

/** GET /user/meus-dados/resumo: how many records each section holds (the page's overview). */
export const MyDataSummary = Type.Object({
  secoes: Type.Array(
    Type.Object({ titulo: Type.String(), registros: Type.Integer(), limitado: Type.Boolean() }),
  ),
});

const viewProperties = {
  id: Type.Integer(),
  situacao: StringEnum(ERASURE_STATUSES),
  /** Instant, ISO. */
  solicitadaEm: Type.String(),
  /** Last day to answer, 'yyyy-MM-dd'. */
  prazo: Type.String(),
  /** Calendar days left to the deadline (negative: overdue), while open. */
  diasRestantes: Type.Integer(),
  atrasada: Type.Boolean(),
  motivo: Nullable(Type.String()),
  respondidaEm: Nullable(Type.String()),
  baseLegal: Nullable(StringEnum(ERASURE_KEEP_BASIS_KEYS)),
  justificativa: Nullable(Type.String()),
};

/** A request to erase an account, as its subject sees it. */
export const ErasureRequestView = Type.Object(viewProperties);

/** A row of the firm's list: the request and whose it is. */
export const ErasureRequestRow = Type.Object({
  ...viewProperties,
  titular: Type.Object({
    id: Type.Integer(),
    nome: Type.String(),
    email: Type.String(),
    cliente: Nullable(Type.String()),
  }),
});

export const ErasureRequestPage = Paged(ErasureRequestRow);

/** GET /user/meus-dados/exclusao: the user's newest request, if any. */
export const OwnErasureRequest = Type.Object({ solicitacao: Nullable(ErasureRequestView) });

/** POST /user/meus-dados/exclusao body (none, or an empty reason, is accepted). */
export const ErasureRequestBody = Nullable(
  Type.Object({ motivo: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))) }),
);

/** GET /titulares/solicitacoes query: open requests (by deadline) or answered ones. */
export const ErasureListQuery = Type.Object({
  situacao: Type.Optional(StringEnum(ERASURE_LIST_FILTERS, { default: 'abertas' })),
  page: PageQueryProperties.page,
  size: PageQueryProperties.size,
});

/**
 * POST /titulares/solicitacoes/{id}/recusar body: the basis of LGPD art. 16 to keep the data and
 * why. Its rules (one of the four bases, the justification's length) answer the domain's
 * Portuguese messages (erasureRefusalError), so the schema only bounds the sizes.
 */
export const ErasureRefusalRequest = Nullable(
  Type.Object({
    baseLegal: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    justificativa: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  }),
);

export type MyDataSection = Static<typeof MyDataSection>;
export type MyDataExport = Static<typeof MyDataExport>;
export type MyDataSummary = Static<typeof MyDataSummary>;
export type ErasureRequestView = Static<typeof ErasureRequestView>;
export type ErasureRequestRow = Static<typeof ErasureRequestRow>;
export type OwnErasureRequest = Static<typeof OwnErasureRequest>;
export type ErasureRequestBody = Static<typeof ErasureRequestBody>;
export type ErasureRefusalRequest = Static<typeof ErasureRefusalRequest>;
