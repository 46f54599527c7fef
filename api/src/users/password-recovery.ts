import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { API_MESSAGES, MESSAGES, VERIFICATION_CODE_LENGTH, isStrongPassword } from '@dpohub/domain';
import { hashPassword } from '../auth/password-hasher';
import type { InTransaction } from '../audit/audit-writer';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { passwordResetCodes, users } from '../db/schema';
import { badRequest } from '../errors/api-error';
import type { Mailer } from '../mail/mailer';
import type { PasswordAccount } from './password-audit';
import { findAccount } from './user-account';

/** A code is good for 15 minutes and dies after 5 wrong tries (server policy, not in the spec). */
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export interface PasswordRecoveryDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Keys the code hash, so a copy of the database alone does not reveal live codes. */
  secret: string;
  portalUrl: string;
}

export interface PasswordRecovery {
  /** Spec 1 section 2.3 step 1: e-mails a new code; false when no user has this e-mail. */
  requestCode(email: string): Promise<boolean>;
  /** Step 2: true when the code is the live one; marks it verified. */
  verifyCode(email: string, code: string): Promise<boolean>;
  /**
   * Step 3: sets the new password. The call proves the verified code again (knowing the e-mail
   * is not enough), and uses it up.
   */
  changePassword(
    email: string,
    code: string,
    password: string,
    audited: InTransaction<[PasswordAccount]>,
  ): Promise<void>;
}

export function createPasswordRecovery(deps: PasswordRecoveryDeps): PasswordRecovery {
  const { db, clock, mailer, secret, portalUrl } = deps;
  const hashCode = (userId: number, code: string) =>
    createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
  const sameHash = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    async requestCode(email) {
      const account = await findAccount(db, { email });
      if (!account || !account.enabled) return false;
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
        VERIFICATION_CODE_LENGTH,
        '0',
      );
      const now = clock.now();
      await db.transaction(async (tx) => {
        // A new request replaces any earlier code.
        await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, account.id));
        await tx.insert(passwordResetCodes).values({
          userId: account.id,
          codeHash: hashCode(account.id, code),
          expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
          createdAt: now,
        });
      });
      mailer.sendInBackground({
        to: account.email,
        subject: API_MESSAGES.recoveryMailSubject,
        text: API_MESSAGES.recoveryMailText(account.name, code, RESET_CODE_TTL_MINUTES, portalUrl),
      });
      return true;
    },

    async verifyCode(email, code) {
      const account = await findAccount(db, { email });
      if (!account) return false;
      const now = clock.now();
      // Counting the try before comparing keeps concurrent guesses within the limit.
      const [counted] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.userId, account.id),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.expiresAt, now),
            lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
      if (!counted || !sameHash(counted.codeHash, hashCode(account.id, code.trim()))) return false;
      await db
        .update(passwordResetCodes)
        .set({ verifiedAt: now, attempts: sql`${passwordResetCodes.attempts} - 1` })
        .where(eq(passwordResetCodes.id, counted.id));
      return true;
    },

    async changePassword(email, code, password, audited) {
      if (!isStrongPassword(password)) throw badRequest(MESSAGES.passwordRules);
      const account = await findAccount(db, { email });
      if (!account) throw badRequest(API_MESSAGES.recoveryCodeNotVerified);
      const now = clock.now();
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetCodes.userId, account.id),
              isNotNull(passwordResetCodes.verifiedAt),
              isNull(passwordResetCodes.usedAt),
              gt(passwordResetCodes.expiresAt, now),
              eq(passwordResetCodes.codeHash, hashCode(account.id, code.trim())),
            ),
          )
          .returning({ id: passwordResetCodes.id });
        if (!used) return false;
        await tx
          .update(users)
          .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
          .where(eq(users.id, account.id));
        await audited(tx, account);
        return true;
      });
      if (!changed) throw badRequest(API_MESSAGES.recoveryCodeNotVerified);
    },
  };
}
