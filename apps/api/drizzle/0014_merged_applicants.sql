DROP INDEX "applications_posting_score_idx";--> statement-breakpoint
DROP INDEX "applications_posting_mark_score_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_merged_into_id_applications_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_merged_into_idx" ON "applications" USING btree ("merged_into_id") WHERE merged_into_id is not null;--> statement-breakpoint
CREATE INDEX "applications_posting_score_idx" ON "applications" USING btree ("posting_id","score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE merged_into_id is null;--> statement-breakpoint
CREATE INDEX "applications_posting_mark_score_idx" ON "applications" USING btree ("posting_id","mark_id","score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE merged_into_id is null;--> statement-breakpoint
-- Merged applicants (decision 017) are shown inside the applicant they were merged into: they leave the
-- received count (0005, 0008) and the per-mark, per-score counts (0006) while merged, and come back when the
-- recruiter separates them. The functions are replaced; the insert and delete triggers stay as they were.
CREATE OR REPLACE FUNCTION applications_received_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p SET received_count = p.received_count + n.added, applicants_version = p.applicants_version + 1
  FROM (SELECT posting_id, count(*) FILTER (WHERE merged_into_id IS NULL) AS added FROM added_rows GROUP BY posting_id) n
  WHERE p.id = n.posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_received_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p SET received_count = p.received_count - n.removed, applicants_version = p.applicants_version + 1
  FROM (SELECT posting_id, count(*) FILTER (WHERE merged_into_id IS NULL) AS removed FROM removed_rows GROUP BY posting_id) n
  WHERE p.id = n.posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_merged_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings
  SET received_count = received_count + CASE WHEN NEW.merged_into_id IS NULL THEN 1 ELSE -1 END,
      applicants_version = applicants_version + 1
  WHERE id = NEW.posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_merged_changed AFTER UPDATE OF "merged_into_id" ON "applications"
  FOR EACH ROW WHEN ((OLD.merged_into_id IS NULL) <> (NEW.merged_into_id IS NULL))
  EXECUTE FUNCTION applications_merged_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_counts_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counts AS c (posting_id, mark_id, score, applicants)
  SELECT posting_id, coalesce(mark_id, 0), coalesce(score, -1), count(*) FROM added_rows WHERE merged_into_id IS NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (posting_id, mark_id, score) DO UPDATE SET applicants = c.applicants + excluded.applicants;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_counts_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_counts c SET applicants = c.applicants - n.removed
  FROM (SELECT posting_id, coalesce(mark_id, 0) AS mark_id, coalesce(score, -1) AS score, count(*) AS removed
        FROM removed_rows WHERE merged_into_id IS NULL GROUP BY 1, 2, 3) n
  WHERE c.posting_id = n.posting_id AND c.mark_id = n.mark_id AND c.score = n.score;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_counts_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.merged_into_id IS NULL THEN
    UPDATE application_counts SET applicants = applicants - 1
    WHERE posting_id = OLD.posting_id AND mark_id = coalesce(OLD.mark_id, 0) AND score = coalesce(OLD.score, -1);
  END IF;
  IF NEW.merged_into_id IS NULL THEN
    INSERT INTO application_counts AS c (posting_id, mark_id, score, applicants)
    VALUES (NEW.posting_id, coalesce(NEW.mark_id, 0), coalesce(NEW.score, -1), 1)
    ON CONFLICT (posting_id, mark_id, score) DO UPDATE SET applicants = c.applicants + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER applications_counts_changed ON "applications";--> statement-breakpoint
CREATE TRIGGER applications_counts_changed AFTER UPDATE OF "posting_id", "mark_id", "score", "merged_into_id" ON "applications"
  FOR EACH ROW WHEN (OLD.posting_id IS DISTINCT FROM NEW.posting_id OR OLD.mark_id IS DISTINCT FROM NEW.mark_id
    OR OLD.score IS DISTINCT FROM NEW.score OR (OLD.merged_into_id IS NULL) <> (NEW.merged_into_id IS NULL))
  EXECUTE FUNCTION applications_counts_changed();
