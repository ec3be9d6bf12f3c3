import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { MailMessage } from '../../platform/mail/mailer';
import { outbox } from './mail.tables';

export async function insertOutbox(db: Db, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html, links: message.links })
    .returning({ id: outbox.id });
  return row!.id;
}

export async function findOutbox(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

/**
 * Takes a pending message for one delivery attempt, counting it; null when it was delivered already or
 * another job holds it (until `holdMs` has passed, in case that job's process died).
 */
export async function claimOutbox(db: Db, id: number, holdMs: number) {
  const now = new Date();
  const [row] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, claimedUntil: new Date(now.getTime() + holdMs) })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now))))
    .returning();
  return row ?? null;
}

export async function markDelivered(db: Db, id: number, status: 'sent' | 'logged'): Promise<void> {
  await db.update(outbox).set({ status, deliveredAt: new Date(), lastError: null, claimedUntil: null }).where(eq(outbox.id, id));
}

export async function recordFailure(db: Db, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ lastError: error.slice(0, 1000), claimedUntil: null }).where(eq(outbox.id, id));
}

/** Messages never tried that were written before `before`: their delivery job was lost (or never queued). */
export async function untriedBefore(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), eq(outbox.attempts, 0), lt(outbox.createdAt, before)));
  return rows.map((row) => row.id);
}
