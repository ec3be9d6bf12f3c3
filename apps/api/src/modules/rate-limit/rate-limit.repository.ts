import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rateLimitCounters } from './rate-limit.tables';

/** Current count of `key` in its window, 0 when the window has passed. */
export async function countInWindow(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  if (!row || row.windowStart.getTime() + windowMs <= Date.now()) return 0;
  return row.count;
}

/** Adds one to `key`, starting a new window when the old one has passed; returns the new count. */
export async function increment(db: Db, key: string, windowMs: number): Promise<number> {
  const windowStartBound = new Date(Date.now() - windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: new Date(), count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStart} <= ${windowStartBound} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${rateLimitCounters.windowStart} <= ${windowStartBound} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return row!.count;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
