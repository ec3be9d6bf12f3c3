import { eq, sql } from 'drizzle-orm';
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

export async function markDelivered(db: Db, id: number, status: 'sent' | 'logged'): Promise<void> {
  await db
    .update(outbox)
    .set({ status, deliveredAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

export async function recordFailure(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}
