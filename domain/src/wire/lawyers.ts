import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH } from '../constants';
import { ID_MAX, Nullable, StringEnum } from './schema';
import { PageQueryProperties, Paged } from './page';

// The lawyer calls of spec 1 sections 2.10 and 7.

/** A lawyer as the API answers it. */
export const Lawyer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Boolean({ description: 'true active, false inactive' }),
  userId: Nullable(Type.Integer(), { description: "the lawyer's staff account, if linked" }),
});

export const LawyerList = Type.Array(Lawyer);
export const LawyerPage = Paged(Lawyer);

/** POST /lawyer (the screen sends id 0 and status true) and PUT /lawyer/{id} body. */
export const LawyerBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.String({ maxLength: NAME_MAX_LENGTH }),
  status: Type.Optional(Type.Boolean({ default: true })),
  userId: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, maximum: ID_MAX }), {
      description: "the lawyer's staff account (demands M3); null unlinks, absent keeps it",
    }),
  ),
});

/** PUT /lawyer/{id} body: the status is required there. */
export const LawyerUpdateBody = Type.Object({
  ...LawyerBody.properties,
  status: Type.Boolean({ default: true }),
});

// Empty filters arrive as `status=`, so the flags are read as text.
const optionalFlag = Type.Optional(StringEnum(['', 'true', 'false'] as const));

/** GET /lawyer query: active=true keeps only the active lawyers. */
export const LawyerListQuery = Type.Object({ active: optionalFlag });

/** GET /lawyer/filter query: a page by name, filtered by name and status. */
export const LawyerFilterQuery = Type.Object({
  ...PageQueryProperties,
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
  status: optionalFlag,
});

/** A firm staff account a lawyer may be linked to (GET /lawyer/contas). */
export const StaffAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
});

export const StaffAccountList = Type.Array(StaffAccount);

export type Lawyer = Static<typeof Lawyer>;
export type LawyerBody = Static<typeof LawyerBody>;
export type StaffAccount = Static<typeof StaffAccount>;
