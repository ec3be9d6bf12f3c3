ALTER TABLE "job_postings" ADD COLUMN "received_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every path that adds or removes applicants (uploads, merges of repeat applicants, imports, deletions)
-- keeps the posting's count right, without each one having to remember it.
UPDATE "job_postings" p SET "received_count" = (SELECT count(*) FROM "applications" a WHERE a."posting_id" = p."id");--> statement-breakpoint
-- Statement-level, so a bulk insert (an import, a benchmark's seed) updates each posting once, not once per row.
CREATE OR REPLACE FUNCTION applications_received_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p SET received_count = p.received_count + n.added
  FROM (SELECT posting_id, count(*) AS added FROM added_rows GROUP BY posting_id) n WHERE p.id = n.posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_received_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p SET received_count = p.received_count - n.removed
  FROM (SELECT posting_id, count(*) AS removed FROM removed_rows GROUP BY posting_id) n WHERE p.id = n.posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_received_added AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_received_added();--> statement-breakpoint
CREATE TRIGGER applications_received_removed AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_received_removed();
