import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../accounts/accounts.tables';

/** A company's applicant mark (spec §3 Mark): a label with a colour the recruiter puts on applicants. */
export const marks = pgTable(
  'marks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Trimmed; unique per company regardless of case, so two chips never read the same. */
    name: text('name').notNull(),
    /** #RRGGBB, stored lowercase. */
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marks_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    index('marks_company_idx').on(t.companyId, t.id),
  ],
);
