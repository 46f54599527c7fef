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

// Each hash takes a core and 19 MiB for tens of milliseconds. Without a bound, a crowd signing in
// at once (the morning rush) fills every thread and every other user's calls wait behind it; so
// at most one fewer than the cores hash at a time (at least one), and the others queue here.
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
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
}

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
