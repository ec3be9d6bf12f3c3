import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { linkedinAuthorizations, linkedinLinks } from './linkedin.tables';

export type LinkedinLink = typeof linkedinLinks.$inferSelect;

export async function insertAuthorization(
  db: Db,
  row: { stateHash: string; companyId: number; userId: number; tokenId: number; postingId: number; postText: string; expiresAt: Date },
) {
  // Ended authorizations of the company are of no use: dropped here rather than by a scheduled job.
  await db
    .delete(linkedinAuthorizations)
    .where(
      and(
        eq(linkedinAuthorizations.companyId, row.companyId),
        or(lt(linkedinAuthorizations.expiresAt, new Date()), isNotNull(linkedinAuthorizations.usedAt)),
      ),
    );
  await db.insert(linkedinAuthorizations).values(row);
}

/**
 * Uses the authorization of this state, once: only when it is unused, unexpired and was started by this
 * same session of this user and company. Anything else matches no row, and nothing changes.
 */
export async function claimAuthorization(db: Db, stateHash: string, who: { companyId: number; userId: number; tokenId: number }) {
  const [row] = await db
    .update(linkedinAuthorizations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(linkedinAuthorizations.stateHash, stateHash),
        eq(linkedinAuthorizations.companyId, who.companyId),
        eq(linkedinAuthorizations.userId, who.userId),
        eq(linkedinAuthorizations.tokenId, who.tokenId),
        isNull(linkedinAuthorizations.usedAt),
        gt(linkedinAuthorizations.expiresAt, new Date()),
      ),
    )
    .returning({ postingId: linkedinAuthorizations.postingId, postText: linkedinAuthorizations.postText });
  return row ?? null;
}

export async function saveLink(
  db: Db,
  link: { userId: number; companyId: number; memberUrn: string; tokenCiphertext: string; tokenExpiresAt: Date; scope: string | null },
) {
  const { companyId, memberUrn, tokenCiphertext, tokenExpiresAt, scope } = link;
  await db
    .insert(linkedinLinks)
    .values(link)
    .onConflictDoUpdate({ target: linkedinLinks.userId, set: { companyId, memberUrn, tokenCiphertext, tokenExpiresAt, scope, linkedAt: new Date() } });
}

/** The user's link while its token is unexpired. */
export async function findLiveLink(db: Db, companyId: number, userId: number): Promise<LinkedinLink | null> {
  const [row] = await db
    .select()
    .from(linkedinLinks)
    .where(and(eq(linkedinLinks.companyId, companyId), eq(linkedinLinks.userId, userId), gt(linkedinLinks.tokenExpiresAt, new Date())));
  return row ?? null;
}

/** LinkedIn refused the token (revoked, or expired before its time): the link is gone. */
export async function deleteLink(db: Db, companyId: number, userId: number, tokenCiphertext: string) {
  // Only the token that failed: a link made again meanwhile (another tab) stays.
  await db
    .delete(linkedinLinks)
    .where(and(eq(linkedinLinks.companyId, companyId), eq(linkedinLinks.userId, userId), eq(linkedinLinks.tokenCiphertext, tokenCiphertext)));
}
