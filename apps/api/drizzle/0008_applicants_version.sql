ALTER TABLE "job_postings" ADD COLUMN "applicants_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The version a search total is cached under (applications.totals.ts): it goes up with every change a search
-- can see. Added and removed applicants bump it where received_count changes (the 0005 functions, replaced).
CREATE OR REPLACE FUNCTION applications_received_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p SET received_count = p.received_count + n.added, applicants_version = p.applicants_version + 1
  FROM (SELECT posting_id, count(*) AS added FROM added_rows GROUP BY posting_id) n WHERE p.id = n.posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_received_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p SET received_count = p.received_count - n.removed, applicants_version = p.applicants_version + 1
  FROM (SELECT posting_id, count(*) AS removed FROM removed_rows GROUP BY posting_id) n WHERE p.id = n.posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A name read from the CV, notes, a mark or a score: row-level, firing only when one of them really changes.
CREATE OR REPLACE FUNCTION applications_searchable_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings SET applicants_version = applicants_version + 1 WHERE id IN (OLD.posting_id, NEW.posting_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_searchable_changed AFTER UPDATE OF "posting_id", "name", "notes", "mark_id", "score" ON "applications"
  FOR EACH ROW WHEN (OLD.posting_id IS DISTINCT FROM NEW.posting_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.notes IS DISTINCT FROM NEW.notes OR OLD.mark_id IS DISTINCT FROM NEW.mark_id OR OLD.score IS DISTINCT FROM NEW.score)
  EXECUTE FUNCTION applications_searchable_changed();
