import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id minimum, written out because the library defaults differ between packages.
// Algorithm is a const enum the compiler cannot inline here; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;

const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Runs at most `max` of the works given to it at a time; the others wait their turn in order. */
export function concurrencyLimit(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= max) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

// Each hash takes a core and 19 MiB for about ten milliseconds: at most one per core hashes at
// a time, and the others queue here.
const HASH_SLOTS = availableParallelism();
const bounded = concurrencyLimit(HASH_SLOTS);

/**
 * A sign-in's whole check (its counters, the account, the hash, the writes after it), a few at
 * a time: one more than can hash at once, so one is reading or writing while the others hash.
 * The rest wait here, in memory, and not as statements queued in the database ahead of other
 * users' calls: with one session, 200 sign-ins' reads arriving at once put half a second of
 * statements in front of everyone else's list. Measured with 200 distinct users signing in at
 * once on two cores (scripts/load.ts), other users' calls kept their usual times.
 */
export const signInAdmission = concurrencyLimit(HASH_SLOTS + 1);

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await bounded(() => verify(passwordHash, password, ARGON2_OPTIONS));
  } catch {
    return false;
  }
}

// Verifying against this keeps an unknown username as slow as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  await verifyPassword(await decoyHash, password);
  return false;
}
