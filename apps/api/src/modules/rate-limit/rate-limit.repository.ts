import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rateLimitCounters } from './rate-limit.tables';

/**
 * Adds one to `key`, starting a new window when the old one has passed; returns the new count. This one
 * statement is the whole check: callers count first and compare what it returns with their limit. Reading
 * the count and adding to it later let every request that arrived in between pass (decision 015).
 */
export async function increment(db: Db, key: string, windowMs: number, by = 1): Promise<number> {
  const windowStartBound = new Date(Date.now() - windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: new Date(), count: by })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStart} <= ${windowStartBound} then ${by}::integer else ${rateLimitCounters.count} + ${by}::integer end`,
        windowStart: sql`case when ${rateLimitCounters.windowStart} <= ${windowStartBound} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return row!.count;
}

/** Takes back one counted on `key`: the attempt turned out not to be one the limit is about. */
export async function giveBack(db: Db, key: string, by = 1): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - ${by}::integer, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
