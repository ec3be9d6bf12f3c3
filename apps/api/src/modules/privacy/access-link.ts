import { createHash, randomBytes } from 'node:crypto';
import { MY_DATA_PARAM } from '@postula/contract/applicants/my-data';
import { MY_DATA_PAGE } from '@postula/contract/candidate-pages';
import type { Db } from '../../platform/db/database';
import * as repo from './privacy.repository';

/** The key as stored: its SHA-256, so the database never holds a working link. */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new private link to the application (issue 19): 256 random bits, of which only the hash is kept. Every link of
 * an application works until the application is erased (by its candidate or by retention), which revokes them all.
 */
export async function issueAccessLink(db: Db, publicUrl: string, applicationId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(db, applicationId, hashAccessToken(token));
  return `${publicUrl}${MY_DATA_PAGE}?${new URLSearchParams({ [MY_DATA_PARAM]: token }).toString()}`;
}
