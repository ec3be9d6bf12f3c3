import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database';
import * as repo from './accounts.repository';

// The secrets of the accounts module (decision 003): shared by the calls and by the job that e-mails reset links.

/** 32 random bytes, base64url: a session token or an e-mailed code. */
export const newSecret = () => randomBytes(32).toString('base64url');
/** What is stored of a token or code: its SHA-256. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function link(publicUrl: string, path: string, params: Record<string, string>): string {
  return `${publicUrl}${path}?${new URLSearchParams(params).toString()}`;
}

/** Stores a new single-use code (hashed) and returns it in clear, for the e-mailed link only. */
export async function issueCode(db: Db, userId: number, purpose: repo.CodePurpose, lifetimeMs: number): Promise<string> {
  const code = newSecret();
  await repo.insertCode(db, { userId, purpose, codeHash: digest(code), expiresAt: new Date(Date.now() + lifetimeMs) });
  return code;
}
