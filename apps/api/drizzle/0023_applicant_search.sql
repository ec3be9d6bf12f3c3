-- The recruiter's text search reads one narrow table (decision 041): applicant_search holds, for each applicant
-- shown in the list (merged ones left out), the words of the name, the notes and the CV in one tsvector, under one
-- GIN index. A searched word is then one index lookup (words @@ 'word':*) instead of a trigram match ORed with
-- the CV's words, and counting thousands of matches reads small rows instead of rechecking wide applications rows.
-- A trigger on applications keeps it, in the statement that changes the name, the notes, the CV's words or the
-- merge, so no code writes it. The CV's own GIN index is no longer read and goes.
CREATE TABLE "applicant_search" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"words" "tsvector" NOT NULL,
	"score" real
);
--> statement-breakpoint
-- Once a row is toasted, its words go out of line (TOAST) entirely, so the rows a count visits stay a few dozen bytes.
ALTER TABLE "applicant_search" SET (toast_tuple_target = 128);--> statement-breakpoint
DROP INDEX "applications_cv_search_idx";--> statement-breakpoint
ALTER TABLE "applicant_search" ADD CONSTRAINT "applicant_search_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- PostgreSQL toasts only rows over about 2 KB: the words of a short CV (640 bytes to 2 KB, one CV in six) would
-- stay in the row and make the table four times as large (3,637 pages against 834), and a count a third slower. Those get
-- one filler word, 1,400 tildes, which tips the row over; no search can ask for it (only letters and digits
-- reach a query, filter.repository.ts).
CREATE OR REPLACE FUNCTION applicant_search_words(search_text text, cv_search tsvector) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN pg_column_size(w) BETWEEN 640 AND 2100 THEN w || repeat('~', 1400)::tsvector ELSE w END
    FROM (SELECT strip(to_tsvector('simple', coalesce(search_text, ''))) || coalesce(cv_search, ''::tsvector) AS w) words $$;--> statement-breakpoint
-- The score rides along, so a new search reads its matches and its best 20 in one pass over this table.
CREATE OR REPLACE FUNCTION applicant_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.merged_into_id IS NOT NULL THEN
    DELETE FROM applicant_search WHERE application_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.merged_into_id IS NULL AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text
      AND OLD.cv_search IS NOT DISTINCT FROM NEW.cv_search THEN
    -- Only the score: the words stay where they are (no new copy of them).
    UPDATE applicant_search SET score = NEW.score WHERE application_id = NEW.id AND score IS DISTINCT FROM NEW.score;
  ELSE
    INSERT INTO applicant_search (application_id, company_id, posting_id, words, score)
    VALUES (NEW.id, NEW.company_id, NEW.posting_id, applicant_search_words(NEW.search_text, NEW.cv_search), NEW.score)
    ON CONFLICT (application_id) DO UPDATE SET words = EXCLUDED.words, score = EXCLUDED.score;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- search_text (generated from name and notes) is computed before an AFTER trigger runs.
CREATE TRIGGER applicant_search_insert AFTER INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION applicant_search_keep();--> statement-breakpoint
CREATE TRIGGER applicant_search_update AFTER UPDATE OF name, notes, cv_search, merged_into_id, score ON applications
  FOR EACH ROW EXECUTE FUNCTION applicant_search_keep();--> statement-breakpoint
INSERT INTO applicant_search (application_id, company_id, posting_id, words, score)
  SELECT id, company_id, posting_id, applicant_search_words(search_text, cv_search), score FROM applications
  WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "applicant_search_words_idx" ON "applicant_search" USING gin ("words") WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "applicant_search_posting_score_idx" ON "applicant_search" USING btree ("posting_id","score" DESC NULLS LAST,"application_id" DESC NULLS LAST);
