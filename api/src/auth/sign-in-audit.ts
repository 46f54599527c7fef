import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, type AuditActor } from '../audit/audit-writer';
import type { UserAccount } from '../users/user-account';

// Sign-in, refused sign-in and sign-out in the audit trail (issue 31). A sign-in changes no other
// row: its event is written in a transaction of its own, before the answer leaves. A refusal
// names the account only when the username is one (never what was typed otherwise, which may be
// a password typed in the wrong box); a refusal for too many attempts writes nothing, so a flood
// of tries costs no more than the counters that stop it.

type Account = Pick<UserAccount, 'id' | 'name' | 'username' | 'clientId'>;

const accountActor = (request: FastifyRequest, account: Account): AuditActor => ({
  kind: 'user',
  id: account.id,
  name: account.name,
  ip: request.ip,
});

const record = (account: Account) => ({ id: account.id, label: account.username });

/** The user signed in (or out): the user is both who acted and the record. */
export function recordSession(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  kind: 'auth.signIn' | 'auth.signOut',
): Promise<number> {
  return app.db.transaction((tx) =>
    recordAudit(tx, app.clock, {
      kind,
      actor: accountActor(request, account),
      clientId: account.clientId,
      record: record(account),
    }),
  );
}

/**
 * A refused sign-in, with the reason as the caller read it: nobody proven acted, so the actor is
 * the address alone; the record is the account whose name was typed, if there is one.
 */
export function recordSignInRefused(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account | null,
  reason: string,
): Promise<number> {
  return app.db.transaction((tx) =>
    recordAudit(tx, app.clock, {
      kind: 'auth.signInFailed',
      actor: { kind: 'anonymous', id: null, name: null, ip: request.ip },
      clientId: account?.clientId ?? null,
      record: account ? record(account) : null,
      note: reason,
    }),
  );
}
