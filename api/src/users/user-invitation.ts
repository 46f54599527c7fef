import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_API_MESSAGES,
  INVITATION_QUERY,
  MESSAGES,
  RETURN_QUERY,
  isStrongPassword,
} from '@dpohub/domain';
import { hashPassword } from '../auth/password-hasher';
import type { InTransaction } from '../audit/audit-writer';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { userInvitations, users } from '../db/schema';
import { badRequest } from '../errors/api-error';
import type { Mailer } from '../mail/mailer';
import type { PasswordAccount } from './password-audit';

/** A welcome link is good for three days: time enough for someone back from a weekend. */
export const INVITATION_TTL_HOURS = 72;

export interface UserInvitationDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Keys the token hash, as the recovery codes are keyed. */
  secret: string;
  portalUrl: string;
}

/** Who an invitation goes to. */
export interface InvitedUser {
  id: number;
  name: string;
  email: string;
}

export interface UserInvitation {
  /**
   * Stores a new token for the user, inside the caller's transaction, and answers the link to set
   * the password (which opens `returnPath` afterwards). Nothing is e-mailed yet: the caller mails
   * the link once the transaction committed, so a save that fails sends nothing.
   */
  issue(user: InvitedUser, db?: Database, returnPath?: string): Promise<string>;
  /** E-mails the plain invitation with a link from issue(). */
  mail(user: InvitedUser, link: string): void;
  /** Sets the password of a live invitation and uses it up; 400 otherwise. */
  redeem(token: string, password: string, audited: InTransaction<[PasswordAccount]>): Promise<void>;
}

/**
 * The new-password page of the portal with the invitation: /newPassword?email=&invite=, and the
 * page to open once signed in (`retorno`, as the sign-in pages carry it).
 */
export function invitationLink(
  portalUrl: string,
  email: string,
  token: string,
  returnPath?: string,
): string {
  const url = new URL('/newPassword', portalUrl);
  url.searchParams.set(INVITATION_QUERY.email, email);
  url.searchParams.set(INVITATION_QUERY.token, token);
  if (returnPath) url.searchParams.set(RETURN_QUERY, returnPath);
  return url.toString();
}

export function createUserInvitation(deps: UserInvitationDeps): UserInvitation {
  const { clock, mailer, secret, portalUrl } = deps;
  const hashToken = (token: string) => createHmac('sha256', secret).update(token).digest('hex');

  return {
    async issue(user, db = deps.db, returnPath) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.insert(userInvitations).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
        createdAt: now,
      });
      return invitationLink(portalUrl, user.email, token, returnPath);
    },

    mail(user, link) {
      mailer.sendInBackground({
        to: user.email,
        subject: ADMIN_API_MESSAGES.invitationMailSubject,
        text: ADMIN_API_MESSAGES.invitationMailText(user.name, link, INVITATION_TTL_HOURS),
      });
    },

    async redeem(token, password, audited) {
      if (!isStrongPassword(password)) throw badRequest(MESSAGES.passwordRules);
      const now = clock.now();
      const passwordHash = await hashPassword(password);
      const redeemed = await deps.db.transaction(async (tx) => {
        // Using the token up in the same statement that finds it stops a second use racing in.
        const [invitation] = await tx
          .update(userInvitations)
          .set({ usedAt: now })
          .where(
            and(
              eq(userInvitations.tokenHash, hashToken(token.trim())),
              isNull(userInvitations.usedAt),
              gt(userInvitations.expiresAt, now),
            ),
          )
          .returning({ userId: userInvitations.userId });
        if (!invitation) return false;
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
          .where(and(eq(users.id, invitation.userId), eq(users.enabled, true)))
          .returning({
            id: users.id,
            name: users.name,
            username: users.username,
            clientId: users.clientId,
          });
        // A user disabled since the invitation was sent gets no password.
        if (!updated) return false;
        await audited(tx, updated);
        return true;
      });
      if (!redeemed) throw badRequest(ADMIN_API_MESSAGES.invitationInvalid);
    },
  };
}
