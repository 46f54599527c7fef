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

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, ARGON2_OPTIONS);
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
