CREATE TABLE "analysis_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"engine" text NOT NULL,
	"engine_version" text NOT NULL,
	"input_hash" text NOT NULL,
	"score" real NOT NULL,
	"mandatory_not_met" boolean NOT NULL,
	"verdicts" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"posting_id" integer,
	"application_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_log" ADD CONSTRAINT "analysis_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_log_company_at_idx" ON "analysis_log" USING btree ("company_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analysis_log_company_posting_at_idx" ON "analysis_log" USING btree ("company_id","posting_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_company_at_idx" ON "audit_events" USING btree ("company_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_company_action_at_idx" ON "audit_events" USING btree ("company_id","action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_company_posting_at_idx" ON "audit_events" USING btree ("company_id","posting_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."posting_id" is not null;