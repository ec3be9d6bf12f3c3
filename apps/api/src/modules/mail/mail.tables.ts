import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends is written here first, then delivered by the `mail.deliver` job: over
 * SMTP when configured, otherwise printed to the log. A failed delivery keeps the row for the next try.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'logged'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A delivery in progress holds the row until then: a second job for it (a re-queued one) waits its turn. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  // The workers' sweep looks for messages never tried: only those rows, not every e-mail ever sent.
  (t) => [index('outbox_untried_idx').on(t.createdAt).where(sql`status = 'pending' and attempts = 0`)],
);
