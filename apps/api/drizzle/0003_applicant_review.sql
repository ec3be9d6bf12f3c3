CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_posting_score_idx";--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marks_company_name_idx" ON "marks" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "marks_company_idx" ON "marks" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_mark_id_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."marks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_posting_mark_score_idx" ON "applications" USING btree ("posting_id","mark_id","score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_posting_score_idx" ON "applications" USING btree ("posting_id","score" DESC NULLS LAST,"id" DESC NULLS LAST);