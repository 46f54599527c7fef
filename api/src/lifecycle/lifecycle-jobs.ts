import type { FastifyInstance } from 'fastify';
import { applyAuditRetention } from '../audit/audit-retention';
import { eraseEndedClients } from './client-erasure';

/**
 * One round of the portal's own data lifecycle (issue 31): the audit trail's retention, and the
 * erasure of the clients whose contract ended and whose read-only window is over. Each
 * step is idempotent, so a round that a stop interrupts is finished by the next one, on any
 * replica.
 */
export async function runLifecycle(app: FastifyInstance): Promise<void> {
  await applyAuditRetention(app.db, app.clock, app.config.auditRetentionDays);
  await eraseEndedClients(app);
}

/** Every `lifecycleSeconds` (never in tests, which call runLifecycle themselves). */
export function installLifecycleJobs(app: FastifyInstance): void {
  const seconds = app.config.lifecycleSeconds ?? 0;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running || app.lifecycle.draining) return;
      running = runLifecycle(app)
        .catch((error: unknown) => app.log.warn({ err: error }, 'data lifecycle round failed'))
        .finally(() => {
          running = null;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
