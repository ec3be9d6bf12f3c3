-- E-mail to candidates (issue 18): the companies' templates per kind and language, every e-mail sent to an
-- applicant (the CV confirmation and the recruiters' messages) for their drawer, with one confirmation per
-- address per posting (decision 037), and the CVs of the public page whose confirmation is still owed.
-- No hand-written SQL.
CREATE TABLE "applicant_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"outbox_id" integer,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmations_due" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_company_id_kind_language_pk" PRIMARY KEY("company_id","kind","language")
);
--> statement-breakpoint
ALTER TABLE "applicant_emails" ADD CONSTRAINT "applicant_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_emails" ADD CONSTRAINT "applicant_emails_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_emails" ADD CONSTRAINT "applicant_emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_emails" ADD CONSTRAINT "applicant_emails_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_emails" ADD CONSTRAINT "applicant_emails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations_due" ADD CONSTRAINT "confirmations_due_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_emails_application_idx" ON "applicant_emails" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_emails_confirmation_idx" ON "applicant_emails" USING btree ("posting_id","recipient") WHERE kind = 'confirmation';