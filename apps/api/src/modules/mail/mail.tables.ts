import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@postula/contract/constants';
import type { EmailTemplateKind } from '@postula/contract/mail';
import { companies, users } from '../accounts/accounts.tables';
import { applications } from '../applicants/applicants.tables';
import { jobPostings } from '../postings/postings.tables';

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

/** A company's own text of one template in one language; without a row, the built-in text (mail.templates.ts). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailTemplateKind>().notNull(),
    language: text('language').$type<Language>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.language] })],
);

/**
 * Every e-mail sent to an applicant, for their drawer: the CV confirmation the product sends by itself, and
 * the recruiters' messages. The subject, text and delivery state are the outbox row's.
 */
export const applicantEmails = pgTable(
  'applicant_emails',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null until the outbox row is written, in the same transaction. */
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['confirmation', 'message'] }).notNull(),
    /** Lower-cased: one confirmation per address per posting is keyed on it. */
    recipient: text('recipient').notNull(),
    /** Null for the confirmation, or once the user is removed. */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applicant_emails_application_idx').on(t.applicationId, t.id),
    // What a CV prints is unverified (decision 017): an address gets one confirmation per posting however many
    // CVs print it (decision 037).
    uniqueIndex('applicant_emails_confirmation_idx')
      .on(t.postingId, t.recipient)
      .where(sql`kind = 'confirmation'`),
  ],
);

/**
 * CVs sent through the public page whose confirmation is still owed: written with the applicant by the
 * upload, taken (deleted) when its analysis ends. Imported CVs never get a row, so never a confirmation.
 */
export const confirmationsDue = pgTable('confirmations_due', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
