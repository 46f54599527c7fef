import { Type, type Static } from 'typebox';
import type { AuditValue } from '../audit/audit-changes';
import { AUDIT_KIND_KEYS, AUDIT_RECORD_TYPE_KEYS } from '../audit/audit-kinds';
import { PageQueryProperties, Paged } from './page';
import { Id, Nullable, StringEnum } from './schema';

// The audit trail's calls (issue 31; api/README.md "Audit trail"): the trail, its spreadsheet
// and the verification of its chain. A record's history (shared-ui's RecordHistory) is the trail
// narrowed to one record.

/** Who acted: a portal user, a lead of the simulator, the portal itself (a scheduled job) or nobody signed in. */
export const AUDIT_ACTOR_KINDS = ['user', 'lead', 'system', 'anonymous'] as const;

/** A value as the trail keeps it: plain JSON scalars or a list of them. */
const AuditValueSchema = Type.Unsafe<AuditValue>({});
const AuditValueList = Type.Unsafe<readonly (string | number)[]>({ type: 'array', items: {} });

/**
 * What changed in an audited record, one entry per field. A secret (password, code, token, TOTP
 * secret) is recorded as changed with no value.
 */
export const AuditChange = Type.Object({
  /** The field's wire name (`email`, `prazo`, `roles`). */
  field: Type.String(),
  before: Type.Optional(AuditValueSchema),
  after: Type.Optional(AuditValueSchema),
  /** For list fields (roles, functions): what was added and what was removed. */
  added: Type.Optional(AuditValueList),
  removed: Type.Optional(AuditValueList),
  /** A secret changed: neither value is recorded. */
  secret: Type.Optional(Type.Unsafe<true>({ type: 'boolean' })),
});

/** One event of the trail as the list answers it. */
export const AuditEventView = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 instant. */
  occurredAt: Type.String(),
  kind: StringEnum(AUDIT_KIND_KEYS),
  kindLabel: Type.String(),
  actor: Type.Object({
    kind: StringEnum(AUDIT_ACTOR_KINDS),
    id: Nullable(Type.Integer()),
    name: Nullable(Type.String()),
  }),
  /** The user on whose behalf the actor acted (a job run because a firm admin decided it). */
  onBehalfOf: Nullable(Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) })),
  /** The address the call came from; firm admins only. */
  ip: Nullable(Type.String()),
  client: Nullable(Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) })),
  record: Nullable(
    Type.Object({
      type: StringEnum(AUDIT_RECORD_TYPE_KEYS),
      id: Type.Integer(),
      label: Nullable(Type.String()),
    }),
  ),
  changes: Type.Array(AuditChange),
  /** A short free detail (a file's name, which export). */
  note: Nullable(Type.String()),
  /** The personal details of the event were erased (retention or the end of a contract). */
  erased: Type.Boolean(),
});

export const AuditEventPage = Paged(AuditEventView);

/** The trail's filters, of the list and of its spreadsheet. Dates dd/MM/yyyy or yyyy-MM-dd. */
const auditFilterProperties = {
  periodoInicial: Type.Optional(Type.String({ maxLength: 10 })),
  periodoFinal: Type.Optional(Type.String({ maxLength: 10 })),
  userId: Type.Optional(Id),
  kind: Type.Optional(StringEnum(AUDIT_KIND_KEYS)),
  recordType: Type.Optional(StringEnum(AUDIT_RECORD_TYPE_KEYS)),
  recordId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  clientId: Type.Optional(Id),
};

/** GET /auditoria/export-excel query: the list's filters (a period required). */
export const AuditFilterQuery = Type.Object(auditFilterProperties);

/** GET /auditoria query: a page of the trail, newest first, with its filters. */
export const AuditTrailQuery = Type.Object({ ...PageQueryProperties, ...auditFilterProperties });

/** GET /auditoria/verificacao query: `ultimo=id:hash`, a head kept from an earlier verification. */
export const AuditVerificationQuery = Type.Object({
  ultimo: Type.Optional(Type.String({ maxLength: 100 })),
});

/** Answer of GET /auditoria/verificacao. */
export const AuditVerification = Type.Object({
  ok: Type.Boolean(),
  /** Events whose hash was recomputed. */
  checked: Type.Integer(),
  /** The newest event checked (the chain's head), to keep aside and compare later. */
  head: Nullable(Type.Object({ id: Type.Integer(), hash: Type.String() })),
  /** The first link that does not hold, with the reason in Portuguese. */
  firstBroken: Nullable(Type.Object({ id: Type.Integer(), reason: Type.String() })),
});

export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export type AuditChange = Static<typeof AuditChange>;
export type AuditEventView = Static<typeof AuditEventView>;
export type AuditEventPage = Static<typeof AuditEventPage>;
export type AuditFilterQuery = Static<typeof AuditFilterQuery>;
export type AuditTrailQuery = Static<typeof AuditTrailQuery>;
export type AuditVerification = Static<typeof AuditVerification>;
