-- Managing a posting after publishing it (issue 18, decision 035): closing it early (closed_at), re-scoring its
-- applicants when what the analysis reads changes (scoring_version, rescored_version, rescore_total, applications.rescoring), and the
-- dashboard's "new since you last opened it" (posting_views, applications_posting_created_idx). No hand-written SQL.
CREATE TABLE "posting_views" (
	"user_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_views_user_id_posting_id_pk" PRIMARY KEY("user_id","posting_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rescoring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "scoring_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "rescored_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "rescore_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_views" ADD CONSTRAINT "posting_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_views" ADD CONSTRAINT "posting_views_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_views_posting_idx" ON "posting_views" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "applications_rescoring_idx" ON "applications" USING btree ("posting_id") WHERE rescoring;--> statement-breakpoint
CREATE INDEX "applications_posting_created_idx" ON "applications" USING btree ("posting_id","created_at") WHERE merged_into_id is null;--> statement-breakpoint
CREATE INDEX "job_postings_rescore_unsent_idx" ON "job_postings" USING btree ("id") WHERE rescored_version <> scoring_version;