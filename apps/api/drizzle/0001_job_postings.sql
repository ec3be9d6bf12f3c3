CREATE TABLE "job_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"position" text NOT NULL,
	"tasks" text NOT NULL,
	"mandatory_conditions" jsonb NOT NULL,
	"desirable_conditions" jsonb NOT NULL,
	"max_cvs" integer NOT NULL,
	"valid_until" date NOT NULL,
	"language" text NOT NULL,
	"sex" text DEFAULT 'indistinto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_company_created_idx" ON "job_postings" USING btree ("company_id","created_at" DESC NULLS LAST);