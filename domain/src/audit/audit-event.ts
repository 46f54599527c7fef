// The wire shape of the audit trail (GET /api/auditoria) and of its verification: the wire
// contract's (wire/audit.ts).
export type { AuditActorKind, AuditEventView, AuditVerification } from '../wire/audit';
