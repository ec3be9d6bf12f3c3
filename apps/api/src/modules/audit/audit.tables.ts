import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditDetail } from '@postula/contract/audit';
import type { ConditionKind, Verdict } from '@postula/contract/applicants';
import { companies } from '../accounts/accounts.tables';

/** Who acted: the session's user, the candidate through their private link, or the product (retention). */
export type AuditActorKind = 'recruiter' | 'candidate' | 'system';

/**
 * The detail as kept: a stage by its key and name as they were (a default stage is said in the reader's
 * language when read), everything else as the wire says it.
 */
export type StoredAuditDetail = Omit<AuditDetail, 'etapa' | 'etapas'> & {
  etapa?: StoredStageRef;
  etapas?: StoredPipelineChange;
};

/** A stage as it was named when the entry was written: its key (a default stage) and the company's name, if any. */
export interface StoredStageRef {
  etapa_id: number;
  clave: string | null;
  nombre: string | null;
}

/** What a save of the pipeline changed, each stage as it was named then (see PipelineChange on the wire). */
export interface StoredPipelineChange {
  agregadas?: StoredStageRef[];
  renombradas?: Array<{ etapa_id: number; antes: Omit<StoredStageRef, 'etapa_id'>; despues: Omit<StoredStageRef, 'etapa_id'> }>;
  reordenadas?: boolean;
  eliminada?: { etapa: StoredStageRef; movidas: number; mover_a: StoredStageRef };
}

/**
 * The audit trail (issue 19, decision 044). Posting, applicant and user are plain integers, not foreign keys:
 * an entry outlives the posting and applicant it names, and holds none of their data (ids only). Only the
 * company's removal takes its entries with it. Written by this module alone; purged after the company's
 * retention, never before six months (purgeAuditBefore).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The session's user; null for a candidate or the system. */
    userId: integer('user_id'),
    actor: text('actor').$type<AuditActorKind>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    postingId: integer('posting_id'),
    applicationId: integer('application_id'),
    detail: jsonb('detail').$type<StoredAuditDetail>().notNull().default({}),
    /** The client's address as the app resolves it (request.ip under TRUST_PROXY, decision 015). */
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log's pages, newest first, and the per-company purge.
    index('audit_events_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    // The action and posting filters, in the same order: a rare action or one posting is not found by
    // walking the whole trail.
    index('audit_events_company_action_at_idx').on(t.companyId, t.action, t.at.desc(), t.id.desc()),
    index('audit_events_company_posting_at_idx')
      .on(t.companyId, t.postingId, t.at.desc(), t.id.desc())
      .where(sql`${t.postingId} is not null`),
  ],
);

/** One condition's verdict as the analysis log keeps it: the posting's words, not the CV's. */
export interface LoggedVerdict {
  kind: ConditionKind;
  condition: string;
  verdict: Verdict;
}

/**
 * The log of CV analyses (AI Act Art. 12): every analysis stored, with the engine and its version, a hash of
 * what the engine read (never the CV file's own hash) and what it concluded, without the CV's words (no
 * evidence, no summary: they are the candidate's data). Ids are plain integers, as in audit_events.
 */
export const analysisLog = pgTable(
  'analysis_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id').notNull(),
    applicationId: integer('application_id').notNull(),
    /** 'embedded' or 'openai'. */
    engine: text('engine').notNull(),
    /** EMBEDDED_ENGINE_VERSION, or the OpenAI-compatible model's name. */
    engineVersion: text('engine_version').notNull(),
    /** SHA-256 (hex) of the canonical JSON of the CV's text and the posting's conditions at a scoring version. */
    inputHash: text('input_hash').notNull(),
    score: real('score').notNull(),
    mandatoryNotMet: boolean('mandatory_not_met').notNull(),
    verdicts: jsonb('verdicts').$type<LoggedVerdict[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analysis_log_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('analysis_log_company_posting_at_idx').on(t.companyId, t.postingId, t.at.desc(), t.id.desc()),
  ],
);
