CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"cv_file_id" integer NOT NULL,
	"analysis_state" text DEFAULT 'pending' NOT NULL,
	"analysis_failure" text,
	"analysis_attempts" integer DEFAULT 0 NOT NULL,
	"analysis_started_at" timestamp with time zone,
	"name" text,
	"email" text,
	"phone" text,
	"score" real,
	"summary" text,
	"cv_language" text,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mandatory_not_met" boolean DEFAULT false NOT NULL,
	"engine" text,
	"analysed_at" timestamp with time zone,
	"notes" text,
	"mark_id" integer,
	"screening_state" text,
	"screening_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "public_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_file_id_cv_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."cv_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_files" ADD CONSTRAINT "cv_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_files" ADD CONSTRAINT "cv_files_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_posting_score_idx" ON "applications" USING btree ("posting_id","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_posting_email_idx" ON "applications" USING btree ("posting_id","email");--> statement-breakpoint
CREATE INDEX "applications_posting_phone_idx" ON "applications" USING btree ("posting_id","phone");--> statement-breakpoint
CREATE INDEX "applications_unfinished_idx" ON "applications" USING btree ("updated_at") WHERE analysis_state in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "cv_files_posting_idx" ON "cv_files" USING btree ("posting_id");--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_public_code_unique" UNIQUE("public_code");