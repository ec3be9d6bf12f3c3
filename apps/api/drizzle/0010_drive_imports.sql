CREATE TABLE "drive_import_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"drive_file_id" text NOT NULL,
	"name" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"folder_id" text NOT NULL,
	"resource_key" text,
	"state" text DEFAULT 'en_cola' NOT NULL,
	"folder_name" text,
	"files" integer DEFAULT 0 NOT NULL,
	"more_files" integer DEFAULT 0 NOT NULL,
	"ignored" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drive_import_files" ADD CONSTRAINT "drive_import_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_import_files" ADD CONSTRAINT "drive_import_files_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_import_files" ADD CONSTRAINT "drive_import_files_import_id_drive_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."drive_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_import_files" ADD CONSTRAINT "drive_import_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_imports" ADD CONSTRAINT "drive_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_imports" ADD CONSTRAINT "drive_imports_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_imports" ADD CONSTRAINT "drive_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drive_import_files_import_file_idx" ON "drive_import_files" USING btree ("import_id","drive_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_import_files_posting_file_idx" ON "drive_import_files" USING btree ("posting_id","drive_file_id") WHERE outcome = 'imported';--> statement-breakpoint
CREATE INDEX "drive_imports_company_posting_idx" ON "drive_imports" USING btree ("company_id","posting_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_imports_one_running_idx" ON "drive_imports" USING btree ("posting_id") WHERE state in ('en_cola', 'en_proceso');