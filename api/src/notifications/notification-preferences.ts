import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KIND_LABEL,
  notificationKindsFor,
  type NotificationKind,
} from '@dpohub/domain';
import type { NotificationPreference } from '@dpohub/domain/wire';
import type { Database } from '../db/database';
import { notificationPreferences } from '../db/schema';

/** The kinds a user may receive, each on unless they turned it off. */
export async function listPreferences(
  db: Database,
  user: { id: number; staff: boolean },
): Promise<NotificationPreference[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const saved = new Map(rows.map((row) => [row.kind, row.enabled]));
  return notificationKindsFor(user).map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_LABEL[kind],
    enabled: saved.get(kind) ?? true,
  }));
}

export async function savePreferences(
  db: Database,
  userId: number,
  preferences: readonly { kind: NotificationKind; enabled: boolean }[],
  now: Date,
): Promise<void> {
  if (!preferences.length) return;
  await db
    .insert(notificationPreferences)
    .values(preferences.map(({ kind, enabled }) => ({ userId, kind, enabled, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
}
