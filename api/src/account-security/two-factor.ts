import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_TOLERANCE_STEPS,
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
} from '@dpohub/domain';
import type { TwoFactorSetup } from '@dpohub/domain/wire';
import type { Clock } from '../clock';
import type { InTransaction } from '../audit/audit-writer';
import type { Database } from '../db/database';
import { userRecoveryCodes, userTwoFactor } from '../db/schema';
import type { SecretBox } from './secret-box';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten characters of base32 (50 random bits): 256 is a multiple of 32, so each is uniform. */
function newRecoveryCode(): string {
  return [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
}

/**
 * TOTP (RFC 6238) second factor of a user with otplib: the key sealed at rest (SecretBox), each
 * time step accepted once, recovery codes kept as keyed hashes and used once.
 */
export function createTwoFactor(options: {
  db: Database;
  clock: Clock;
  box: SecretBox;
  /** Keys the recovery codes' hashes. */
  secret: string;
}) {
  const { db, clock, box } = options;
  const context = (userId: number) => `user:${userId}`;
  const hashCode = (userId: number, plain: string) =>
    createHmac('sha256', options.secret).update(`recovery:${userId}:${plain}`).digest('base64url');

  async function row(userId: number) {
    const [found] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return found ?? null;
  }

  /** The code's time step when it is right now and was never accepted before; else null. */
  async function acceptCode(
    userId: number,
    sealed: string,
    lastStep: number | null,
    input: string,
  ) {
    const code = normalizeTotpCode(input);
    const secret = box.open(sealed, context(userId));
    if (!code || !secret) return null;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(clock.now().getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_STEPS * TOTP_PERIOD_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    if (!result.valid) return null;
    // A TOTP verification answers the time step it matched (RFC 6238's T).
    const { timeStep } = result as { timeStep: number };
    // Two calls with the same code at once: the update admits one.
    const claimed = await db
      .update(userTwoFactor)
      .set({ lastTimeStep: timeStep })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastTimeStep), lt(userTwoFactor.lastTimeStep, timeStep)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return claimed.length === 1 ? timeStep : null;
  }

  async function replaceRecoveryCodes(userId: number, tx: Database = db): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx
      .insert(userRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashCode(userId, code) })));
    return codes.map(formatRecoveryCode);
  }

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return (await row(userId))?.confirmedAt != null;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [counted] = await db
        .select({ total: count() })
        .from(userRecoveryCodes)
        .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
      return Number(counted?.total ?? 0);
    },

    /**
     * A new key for the user to scan (replacing an unconfirmed one); null when two-factor is
     * already on.
     */
    async startEnrolment(user: { id: number; email: string }): Promise<TwoFactorSetup | null> {
      const current = await row(user.id);
      if (current?.confirmedAt) return null;
      const secret = generateSecret();
      const sealed = box.seal(secret, context(user.id));
      await db
        .insert(userTwoFactor)
        .values({ userId: user.id, secretSealed: sealed, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: userTwoFactor.userId,
          set: {
            secretSealed: sealed,
            confirmedAt: null,
            lastTimeStep: null,
            createdAt: clock.now(),
          },
        });
      const uri = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
      const { toString } = await import('qrcode');
      const qrSvg = await toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, uri, qrSvg };
    },

    /**
     * The first code from the app turns two-factor on and answers the recovery codes (shown
     * once); 'notStarted' without an enrolment, 'invalid' for a wrong code.
     */
    async confirmEnrolment(
      userId: number,
      code: string,
      inTransaction?: InTransaction,
    ): Promise<string[] | 'notStarted' | 'invalid'> {
      const current = await row(userId);
      if (!current || current.confirmedAt) return 'notStarted';
      const step = await acceptCode(userId, current.secretSealed, current.lastTimeStep, code);
      if (step === null) return 'invalid';
      return db.transaction(async (tx) => {
        await tx
          .update(userTwoFactor)
          .set({ confirmedAt: clock.now() })
          .where(eq(userTwoFactor.userId, userId));
        const codes = await replaceRecoveryCodes(userId, tx);
        await inTransaction?.(tx);
        return codes;
      });
    },

    /** A code of the confirmed key, accepted once. */
    async verifyCode(userId: number, code: string): Promise<boolean> {
      const current = await row(userId);
      if (!current?.confirmedAt) return false;
      return (await acceptCode(userId, current.secretSealed, current.lastTimeStep, code)) !== null;
    },

    /** A recovery code, used up by this call. */
    async useRecoveryCode(userId: number, input: string): Promise<boolean> {
      const plain = normalizeRecoveryCode(input);
      if (!plain || !(await this.isEnabled(userId))) return false;
      const used = await db
        .update(userRecoveryCodes)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(userRecoveryCodes.userId, userId),
            eq(userRecoveryCodes.codeHash, hashCode(userId, plain)),
            isNull(userRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: userRecoveryCodes.id });
      return used.length === 1;
    },

    async regenerateRecoveryCodes(
      userId: number,
      inTransaction?: InTransaction,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(userId, tx);
        await inTransaction?.(tx);
        return codes;
      });
    },

    /**
     * Removes the key and the recovery codes (the user's own choice, or a firm admin's reset);
     * `inTransaction` (the audit event) runs only when there was a key to remove.
     */
    async remove(userId: number, inTransaction?: InTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
        const removed = await tx
          .delete(userTwoFactor)
          .where(eq(userTwoFactor.userId, userId))
          .returning({ userId: userTwoFactor.userId });
        if (removed.length === 1) await inTransaction?.(tx);
        return removed.length === 1;
      });
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
