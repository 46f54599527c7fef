// The wire shape of the audit trail (GET /api/auditoria) and its filters.
import type { AuditChange } from './audit-changes';
import type { AuditKind, AuditRecordType } from './audit-kinds';

/** Who acted: a portal user, a lead of the simulator, the portal itself (a scheduled job) or nobody signed in. */
export type AuditActorKind = 'user' | 'lead' | 'system' | 'anonymous';

/** One event of the trail as the list answers it. */
export interface AuditEventView {
  id: number;
  /** ISO 8601 instant. */
  occurredAt: string;
  kind: AuditKind;
  kindLabel: string;
  actor: { kind: AuditActorKind; id: number | null; name: string | null };
  /** The user on whose behalf the actor acted (a job run because a firm admin decided it). */
  onBehalfOf: { id: number; name: string | null } | null;
  /** The address the call came from; firm admins only. */
  ip: string | null;
  client: { id: number; name: string | null } | null;
  record: { type: AuditRecordType; id: number; label: string | null } | null;
  changes: AuditChange[];
  /** A short free detail (a file's name, which export). */
  note: string | null;
  /** The personal details of the event were erased (retention or the end of a contract). */
  erased: boolean;
}

/** Query of GET /api/auditoria (and its export). Dates dd/MM/yyyy or yyyy-MM-dd. */
export interface AuditQuery {
  page?: number;
  size?: number;
  periodoInicial?: string;
  periodoFinal?: string;
  userId?: number;
  kind?: AuditKind;
  recordType?: AuditRecordType;
  recordId?: number;
  clientId?: number;
}

/** Answer of GET /api/auditoria/verificacao. */
export interface AuditVerification {
  ok: boolean;
  /** Events whose hash was recomputed. */
  checked: number;
  /** The newest event checked (the chain's head), to keep aside and compare later. */
  head: { id: number; hash: string } | null;
  /** The first link that does not hold, with the reason in Portuguese. */
  firstBroken: { id: number; reason: string } | null;
}
