import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import Bowser from 'bowser';
import type { Clock } from '../clock';
import type { InTransaction } from '../audit/audit-writer';
import type { Database } from '../db/database';
import { userSessions } from '../db/schema';

/** How a sign-in was completed. */
export type SignInMethod = 'password' | 'totp' | 'recovery';

/** Why a session ended. */
export type SessionEndReason = 'signOut' | 'endedByUser' | 'endedByAdmin' | 'passwordChanged';

export interface NewSession {
  userId: number;
  ip: string;
  userAgent: string;
  /** The id the sign-in page keeps in its browser, when it sent one. */
  browserId: string | null;
  method: SignInMethod;
  ttlSeconds: number;
}

export interface SessionRow {
  id: string;
  userId: number;
  createdAt: Date;
  lastUsedAt: Date;
  ip: string;
  userAgent: string;
}

/** A session's last use is written at most this often: one write a minute per active session. */
const TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 512;

/** 'Chrome 120 em Linux' from a user agent; 'Navegador desconhecido' when it says nothing. */
export function describeDevice(userAgent: string): string {
  if (!userAgent.trim()) return 'Navegador desconhecido';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const system = [parsed.os.name, parsed.os.versionName ?? parsed.os.version]
    .filter(Boolean)
    .join(' ');
  if (!browser && !system) return 'Navegador desconhecido';
  if (!system) return browser;
  return `${browser || 'Navegador'} em ${system}`;
}

/**
 * The sessions of the API's users, in the database so every replica sees them: a token names
 * its session (`sid`); a session ended here ends its token on the next call, wherever it comes.
 * Events worth an audit trail (a sign-in, an end and its reason) are each one call here.
 */
export function createSessionStore(db: Database, clock: Clock, secret: string) {
  const browserHash = (userId: number, browserId: string | null): string | null =>
    browserId
      ? createHmac('sha256', secret).update(`browser:${userId}:${browserId}`).digest('base64url')
      : null;

  return {
    /** Starts a session; answers its id and whether this browser had signed in as the user. */
    async start(session: NewSession): Promise<{ id: string; knownBrowser: boolean }> {
      const hash = browserHash(session.userId, session.browserId);
      const now = clock.now();
      const [seen] = hash
        ? await db
            .select({ id: userSessions.id })
            .from(userSessions)
            .where(and(eq(userSessions.userId, session.userId), eq(userSessions.browserHash, hash)))
            .limit(1)
        : [];
      const [first] = await db
        .select({ id: userSessions.id })
        .from(userSessions)
        .where(eq(userSessions.userId, session.userId))
        .limit(1);
      const id = randomBytes(16).toString('base64url');
      await db.insert(userSessions).values({
        id,
        userId: session.userId,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + session.ttlSeconds * 1000),
        ip: session.ip,
        userAgent: session.userAgent.slice(0, USER_AGENT_MAX),
        browserHash: hash,
        method: session.method,
      });
      // The very first sign-in of an account is no news to its owner.
      return { id, knownBrowser: seen !== undefined || first === undefined };
    },

    /** Records a call of the session, at most once a minute. */
    async touch(id: string, lastUsedAt: Date): Promise<void> {
      const now = clock.now();
      if (now.getTime() - lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
      await db.update(userSessions).set({ lastUsedAt: now }).where(eq(userSessions.id, id));
    },

    /** The user's sessions that have not ended nor expired, the most recently used first. */
    async listActive(userId: number): Promise<SessionRow[]> {
      return db
        .select({
          id: userSessions.id,
          userId: userSessions.userId,
          createdAt: userSessions.createdAt,
          lastUsedAt: userSessions.lastUsedAt,
          ip: userSessions.ip,
          userAgent: userSessions.userAgent,
        })
        .from(userSessions)
        .where(
          and(
            eq(userSessions.userId, userId),
            isNull(userSessions.endedAt),
            gt(userSessions.expiresAt, clock.now()),
          ),
        )
        .orderBy(desc(userSessions.lastUsedAt))
        .limit(200);
    },

    /**
     * Ends one session of the user; false when it is not theirs or already ended.
     * `inTransaction` (the audit event) runs with the change, only when a session ended.
     */
    async end(
      userId: number,
      id: string,
      reason: SessionEndReason,
      inTransaction?: InTransaction,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(userSessions)
          .set({ endedAt: clock.now(), endReason: reason })
          .where(
            and(
              eq(userSessions.id, id),
              eq(userSessions.userId, userId),
              isNull(userSessions.endedAt),
            ),
          )
          .returning({ id: userSessions.id });
        if (ended.length === 1) await inTransaction?.(tx);
        return ended.length === 1;
      });
    },

    /**
     * Ends every open session of the user but `keep` (null: every one); answers how many.
     * `inTransaction` (the audit event, given the count) runs with the change, only when a
     * session ended.
     */
    async endAll(
      userId: number,
      reason: SessionEndReason,
      keep: string | null = null,
      inTransaction?: InTransaction<[number]>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(userSessions)
          .set({ endedAt: clock.now(), endReason: reason })
          .where(
            and(
              eq(userSessions.userId, userId),
              isNull(userSessions.endedAt),
              keep ? ne(userSessions.id, keep) : sql`true`,
            ),
          )
          .returning({ id: userSessions.id });
        if (ended.length > 0) await inTransaction?.(tx, ended.length);
        return ended.length;
      });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
