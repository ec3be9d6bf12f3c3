import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from '../accounts/accounts.tables';
import { applications } from '../applicants/applicants.tables';
import { stages } from './stages.tables';

/** The stage as it was named when the applicant moved, for a history that outlives a removed stage. */
export interface StageSnapshot {
  key: string | null;
  name: string | null;
}

/** Every change of an applicant's stage: who, when, from and to (issue 18). */
export const stageChanges = pgTable(
  'stage_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStageId: integer('from_stage_id').references(() => stages.id, { onDelete: 'set null' }),
    toStageId: integer('to_stage_id').references(() => stages.id, { onDelete: 'set null' }),
    fromStage: jsonb('from_stage').$type<StageSnapshot>(),
    toStage: jsonb('to_stage').$type<StageSnapshot>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stage_changes_application_idx').on(t.applicationId, t.id)],
);
