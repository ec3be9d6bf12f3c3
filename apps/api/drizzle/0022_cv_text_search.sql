-- Finding applicants (issue 18, decision 038): the recruiter's search also reads the CV's text, and the list sorts
-- by date and by name. The text read by the analysis is kept in application_cv_texts (snippets, imports); its
-- words, unaccented and lowercased, in applications.cv_search (to_tsvector 'simple', positions stripped) under a
-- GIN index. CVs analysed before this migration have no text here: the workers read them again in the background
-- (cv.text job), without analysing them again. Sorting by date and by name reads the two new partial indexes.
-- The dashboard's count of new applicants (migration 0019) reads the date index too: the one 0019 made on
-- (posting, created_at) gives way to it.
CREATE TABLE "application_cv_texts" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_posting_created_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_search" "tsvector";--> statement-breakpoint
ALTER TABLE "application_cv_texts" ADD CONSTRAINT "application_cv_texts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_cv_search_idx" ON "applications" USING gin ("cv_search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_posting_name_idx" ON "applications" USING btree ("posting_id",f_unaccent(lower(name)),"id" DESC NULLS LAST) WHERE merged_into_id is null;--> statement-breakpoint
CREATE INDEX "applications_posting_created_idx" ON "applications" USING btree ("posting_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE merged_into_id is null;