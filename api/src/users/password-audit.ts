import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, type InTransaction } from '../audit/audit-writer';

/** The account whose password was set: who acted (proven by a code, link or the old password). */
export interface PasswordAccount {
  id: number;
  name: string;
  username: string;
  clientId: number | null;
}

type PasswordKind = 'user.passwordChanged' | 'user.passwordReset' | 'user.passwordSet';

/**
 * The audit event of a password set, changed or reset (issue 31), written by the password's own
 * transaction: the user acted on their own account, from the request's address. It says only
 * that the password changed, never a value, a code or a token.
 */
export function passwordEvent(
  app: Pick<FastifyInstance, 'clock'>,
  request: FastifyRequest,
  kind: PasswordKind,
): InTransaction<[PasswordAccount]> {
  return (tx, account) =>
    recordAudit(tx, app.clock, {
      kind,
      actor: { kind: 'user', id: account.id, name: account.name, ip: request.ip },
      clientId: account.clientId,
      record: { id: account.id, label: account.username },
      changes: [{ field: 'password', secret: true }],
    });
}
