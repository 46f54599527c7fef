import { sql } from 'drizzle-orm';
import { AUDIT_MESSAGES } from '@dpohub/domain';
import { auditEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { GENESIS_HASH, canonicalJson, detailsDigest, eventHash } from './audit-chain';
import { eventsAfter, lastEventId, tamperWith, type StoredEvent } from './audit-test-support';
import { applyAuditRetention } from './audit-retention';
import { verifyAuditChain } from './audit-verify';
import { recordAudit, systemActor, type AuditEntry } from './audit-writer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = { kind: 'user' as const, id: 1, name: 'Administrador DPOHUB', ip: '10.0.0.7' };

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    kind: 'user.changed',
    actor: admin,
    clientId: 1001,
    record: { id: 3, label: 'cliente.usuario' },
    changes: [{ field: 'jobTitle', before: 'Analista', after: 'Coordenador' }],
    ...overrides,
  };
}

const write = (e: AuditEntry = entry()) =>
  t.app.db.transaction((tx) => recordAudit(tx, t.app.clock, e));

describe('canonicalJson', () => {
  it('writes the same text whatever the order of the keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: 'é' })).toBe('{"b":"é"}');
  });
});

describe('recordAudit', () => {
  it('chains each event to the previous one, with ids that follow each other', async () => {
    const before = await lastEventId(t.app.db);
    await write();
    await write(entry({ kind: 'user.disabled', changes: [] }));
    const [first, second] = await eventsAfter(t.app.db, before);
    expect(second!.id).toBe(first!.id + 1);
    expect(second!.prevHash).toBe(first!.hash);
    expect(first!.hash).toBe(eventHash(first!));
    expect(first!.detailsDigest).toBe(detailsDigest(first!.details));
    expect(first).toMatchObject({
      kind: 'user.changed',
      actorKind: 'user',
      actorId: 1,
      clientId: 1001,
      recordType: 'user',
      recordId: 3,
      firmOnly: false,
      details: {
        actorName: 'Administrador DPOHUB',
        ip: '10.0.0.7',
        recordLabel: 'cliente.usuario',
        changes: [{ field: 'jobTitle', before: 'Analista', after: 'Coordenador' }],
      },
    });
  });

  it('the very first event points to the genesis hash', async () => {
    await write();
    const [event] = await eventsAfter(t.app.db, 0);
    expect(event).toMatchObject({ id: 1, prevHash: GENESIS_HASH });
  });

  it('writes nothing when the change it records fails', async () => {
    const before = await lastEventId(t.app.db);
    await expect(
      t.app.db.transaction(async (tx) => {
        await recordAudit(tx, t.app.clock, entry());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsAfter(t.app.db, before)).toEqual([]);
    // The next event takes the id the failed one would have had: no gap in the chain.
    const id = await write();
    expect(id).toBe(before + 1);
  });

  it('keeps a secret out of the event: a password or a code is only "changed"', async () => {
    const before = await lastEventId(t.app.db);
    await write(
      entry({
        changes: [
          { field: 'password', before: 'Old@12345', after: 'New@12345' },
          { field: 'verification_code', before: null, after: '48213' },
          { field: 'totpSecret', after: 'JBSWY3DPEHPK3PXP' },
        ],
      }),
    );
    const [event] = await eventsAfter(t.app.db, before);
    expect(event!.details!.changes).toEqual([
      { field: 'password', secret: true },
      { field: 'verification_code', secret: true },
      { field: 'totpSecret', secret: true },
    ]);
    expect(JSON.stringify(event)).not.toMatch(/Old@|New@|48213|JBSWY/);
  });

  it('an event never goes back in time along the chain', async () => {
    const now = t.clock.now();
    await write();
    t.clock.set(new Date(now.getTime() - 60_000));
    try {
      const before = await lastEventId(t.app.db);
      await write();
      const [previous] = await eventsAfter(t.app.db, before - 1);
      const [latest] = await eventsAfter(t.app.db, before);
      expect(latest!.occurredAt.getTime()).toBe(previous!.occurredAt.getTime());
    } finally {
      t.clock.set(now);
    }
  });

  it('a job acting on a user’s decision names the user it acted for', async () => {
    const before = await lastEventId(t.app.db);
    await write(
      entry({
        kind: 'client.dataErased',
        actor: systemActor({ id: 1, name: 'Administrador DPOHUB' }),
        record: { id: 1001 },
        changes: [],
      }),
    );
    const [event] = await eventsAfter(t.app.db, before);
    expect(event).toMatchObject({
      actorKind: 'system',
      actorId: null,
      onBehalfOfId: 1,
      recordType: 'client',
      details: { onBehalfOfName: 'Administrador DPOHUB', ip: null },
    });
  });

  it('marks the firm’s internal data of a demand as the firm’s only', async () => {
    const before = await lastEventId(t.app.db);
    await write(entry({ kind: 'demand.internalChanged', record: { id: 5 } }));
    const [event] = await eventsAfter(t.app.db, before);
    expect(event).toMatchObject({ firmOnly: true, recordType: 'demand' });
  });
});

/** The database's own message of a failed statement (drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'accepted';
}

describe('writers at once', () => {
  it('keep one chain: forty changes committed together, each event after the previous', async () => {
    const before = await lastEventId(t.app.db);
    // Each transaction does its change first (a row lock on its own record and a pause), then
    // appends: on PostgreSQL the pool's connections run them at the same time, as replicas do.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(${(i % 5) / 1000})`);
          await recordAudit(tx, t.app.clock, entry({ record: { id: 1000 + i } }));
        }),
      ),
    );
    const written = await eventsAfter(t.app.db, before);
    expect(written.map((event) => event.id)).toEqual(
      Array.from({ length: 40 }, (_, i) => before + 1 + i),
    );
    expect(new Set(written.map((event) => event.recordId)).size).toBe(40);
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
  });
});

describe('append-only', () => {
  it('the database refuses to update, delete or empty the trail', async () => {
    await write();
    const id = await lastEventId(t.app.db);
    expect(
      await refusal(
        t.app.db.execute(sql`update audit_events set kind = 'user.created' where id = ${id}`),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(t.app.db.execute(sql`delete from audit_events where id = ${id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.app.db.execute(sql`truncate audit_events`))).toMatch(/append-only/);
    // Erasing the details alone is allowed, and only with the time of the erasure.
    expect(
      await refusal(t.app.db.execute(sql`update audit_events set details = null where id = ${id}`)),
    ).toMatch(/append-only/);
    expect(
      await refusal(
        t.app.db.execute(
          sql`update audit_events set details = null, details_erased_at = now(), hash = ${'f'.repeat(64)} where id = ${id}`,
        ),
      ),
    ).toMatch(/append-only/);
    await t.app.db.execute(
      sql`update audit_events set details = null, details_erased_at = now() where id = ${id}`,
    );
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
  });
});

describe('verifyAuditChain', () => {
  it('finds an intact chain whole, and names its head', async () => {
    await write();
    const result = await verifyAuditChain(t.app.db);
    const last = await lastEventId(t.app.db);
    expect(result).toMatchObject({ ok: true, checked: last, firstBroken: null });
    expect(result.head!.id).toBe(last);
  });

  describe('on a chain someone changed in the database', () => {
    // Five events of this block; each test changes some of them behind the trigger's back, then
    // puts back exactly what was there, so the next test starts from an intact chain.
    let ids: number[];
    let saved: StoredEvent[];
    beforeAll(async () => {
      const before = await lastEventId(t.app.db);
      for (let i = 0; i < 5; i += 1) await write(entry({ record: { id: 100 + i } }));
      ids = (await eventsAfter(t.app.db, before)).map((event) => event.id);
    });
    beforeEach(async () => {
      saved = await eventsAfter(t.app.db, ids[0]! - 1);
      expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
    });
    afterEach(async () => {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`delete from audit_events where id >= ${ids[0]!}`);
        await tx.insert(auditEvents).values(saved);
      });
      expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
    });

    it('catches a changed column and names the event', async () => {
      await tamperWith(t, sql`update audit_events set client_id = 1002 where id = ${ids[2]!}`);
      expect(await verifyAuditChain(t.app.db)).toEqual({
        ok: false,
        checked: ids[2]! - 1,
        head: expect.objectContaining({ id: ids[1]! }),
        firstBroken: { id: ids[2]!, reason: AUDIT_MESSAGES.brokenContent },
      });
    });

    it('catches changed details (what changed, who, from where)', async () => {
      await tamperWith(
        t,
        sql`update audit_events set details = jsonb_set(details, '{changes,0,after}', '"Diretor"') where id = ${ids[1]!}`,
      );
      expect((await verifyAuditChain(t.app.db)).firstBroken).toEqual({
        id: ids[1]!,
        reason: AUDIT_MESSAGES.brokenDetails,
      });
    });

    it('catches a row rewritten with its own hash recomputed: the next link breaks', async () => {
      const forged = { ...saved[2]!, clientId: 1002 };
      await tamperWith(
        t,
        sql`update audit_events set client_id = 1002, hash = ${eventHash(forged)} where id = ${ids[2]!}`,
      );
      expect((await verifyAuditChain(t.app.db)).firstBroken).toEqual({
        id: ids[3]!,
        reason: AUDIT_MESSAGES.brokenLink,
      });
    });

    it('catches a removed event', async () => {
      await tamperWith(t, sql`delete from audit_events where id = ${ids[1]!}`);
      expect((await verifyAuditChain(t.app.db)).firstBroken).toEqual({
        id: ids[2]!,
        reason: AUDIT_MESSAGES.brokenGap,
      });
    });

    it('catches events removed from the end against a head kept from before', async () => {
      const kept = (await verifyAuditChain(t.app.db)).head!;
      expect(kept.id).toBe(ids[4]!);
      await tamperWith(t, sql`delete from audit_events where id >= ${ids[3]!}`);
      expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
      expect((await verifyAuditChain(t.app.db, { knownHead: kept })).firstBroken).toEqual({
        id: ids[4]!,
        reason: AUDIT_MESSAGES.brokenTail,
      });
    });

    it('accepts events whose details were erased: the digest still holds the chain', async () => {
      await t.app.db.execute(
        sql`update audit_events set details = null, details_erased_at = now() where id <= ${ids[2]!} and id >= ${ids[0]!}`,
      );
      expect(await verifyAuditChain(t.app.db)).toMatchObject({ ok: true, checked: ids[4]! });
    });
  });
});

describe('applyAuditRetention', () => {
  it('erases the details of events older than the retention, keeps their skeleton and the chain', async () => {
    const now = t.clock.now();
    try {
      const old = await write(entry({ kind: 'user.created' }));
      const later = new Date(now.getTime() + 1826 * 24 * 60 * 60 * 1000);
      t.clock.set(later);
      const recent = await write(entry({ kind: 'user.changed' }));
      const erased = await applyAuditRetention(t.app.db, t.app.clock, 1825);
      expect(erased).toBeGreaterThanOrEqual(1);
      const [oldRow] = await eventsAfter(t.app.db, old - 1);
      const [recentRow] = await eventsAfter(t.app.db, recent - 1);
      expect(oldRow).toMatchObject({
        kind: 'user.created',
        actorId: 1,
        clientId: 1001,
        details: null,
      });
      expect(oldRow!.detailsErasedAt).toEqual(later);
      expect(recentRow!.details).not.toBeNull();
      const [job] = await eventsAfter(t.app.db, recent, 'audit.detailsErased');
      expect(job).toMatchObject({ actorKind: 'system' });
      expect(job!.details!.note).toContain('retenção de 1825 dias');
      expect((await verifyAuditChain(t.app.db)).ok).toBe(true);
      // Nothing left to erase: a second round writes nothing.
      const last = await lastEventId(t.app.db);
      expect(await applyAuditRetention(t.app.db, t.app.clock, 1825)).toBe(0);
      expect(await lastEventId(t.app.db)).toBe(last);
    } finally {
      t.clock.set(now);
    }
  });
});
