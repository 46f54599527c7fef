import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals short secrets (the users' TOTP keys) at rest: AES-256-GCM with a key derived (HKDF-SHA256)
 * from the server's TWO_FACTOR_KEY, a fresh 96-bit nonce per seal, and the purpose and row as
 * additional data, so a sealed value copied to another user's row does not open. A database
 * dump alone reveals no key: the sealing key lives only in the servers' configuration.
 * Stored form: `v1.<nonce>.<ciphertext>.<tag>`, base64url parts.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text, or null when the value does not open with this key and context. */
  open(sealed: string, context: string): string | null;
}

export function createSecretBox(masterKey: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'dpohub-secret-box', purpose, 32));
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(`${purpose}:${context}`));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', nonce, body, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== 'v1' || !nonce || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(`${purpose}:${context}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
