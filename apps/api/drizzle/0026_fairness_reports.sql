CREATE TABLE "fairness_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"user_id" integer,
	"state" text DEFAULT 'en_cola' NOT NULL,
	"engine" text NOT NULL,
	"applicant_limit" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fairness_reports" ADD CONSTRAINT "fairness_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_reports" ADD CONSTRAINT "fairness_reports_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_reports" ADD CONSTRAINT "fairness_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fairness_reports_company_posting_idx" ON "fairness_reports" USING btree ("company_id","posting_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_reports_one_running_idx" ON "fairness_reports" USING btree ("posting_id") WHERE state in ('en_cola', 'en_proceso');