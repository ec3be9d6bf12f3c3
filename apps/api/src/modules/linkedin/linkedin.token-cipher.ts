import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database';
import { serverSecret } from '../secrets/secrets.repository';

/**
 * LinkedIn access tokens act as the member for months: they are kept encrypted (AES-256-GCM), so a copy
 * of the database alone publishes nothing. The key is LINKEDIN_TOKEN_KEY or, without it, one generated once
 * and kept in server_secrets like the CV-link key (every API process must read what another wrote). The
 * user id is authenticated data: a ciphertext moved to another user's row does not decrypt.
 */
export interface TokenCipher {
  encrypt(userId: number, token: string): Promise<string>;
  /** Null when the text does not decrypt (another key, a moved or altered row). */
  decrypt(userId: number, sealed: string): Promise<string | null>;
}

const VERSION = 'v1';

export function createTokenCipher(db: Db, configured: string | undefined): TokenCipher {
  let key: Promise<Buffer> | null = null;
  const getKey = () => {
    key ??= (configured ? Promise.resolve(configured) : serverSecret(db, 'linkedin_token', () => randomBytes(32).toString('base64url')))
      // Any text of 32 characters or more: hashed to the 256 bits AES-256 takes.
      .then((secret) => createHash('sha256').update(secret).digest())
      .catch((error: unknown) => {
        key = null;
        throw error;
      });
    return key;
  };
  const aad = (userId: number) => Buffer.from(`linkedin-token:${userId}`);

  return {
    async encrypt(userId, token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await getKey(), iv);
      cipher.setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    async decrypt(userId, sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await getKey(), bytes.subarray(0, 12));
        decipher.setAAD(aad(userId));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
