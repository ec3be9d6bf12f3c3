-- Stages (issue 18): every applicant is in one stage of its company's pipeline. Each company gets the default
-- stages (New, Shortlisted, Interview, Offer, Hired, Rejected, kept as keys and said in the reader's language)
-- now and, through a trigger, when it signs up; every applicant starts in its company's first stage, now and,
-- through a trigger, whenever it is inserted without one (intake, imports). stage_counts keeps how many of a
-- posting's applicants are in each stage, for the stage filter's total and the board, like application_counts.
CREATE TABLE "stage_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer,
	"from_stage" jsonb,
	"to_stage" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_counts" (
	"posting_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"applicants" integer NOT NULL,
	CONSTRAINT "stage_counts_posting_id_stage_id_pk" PRIMARY KEY("posting_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"position" integer NOT NULL,
	"key" text,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_id" integer;--> statement-breakpoint
ALTER TABLE "stage_changes" ADD CONSTRAINT "stage_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_changes" ADD CONSTRAINT "stage_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_changes" ADD CONSTRAINT "stage_changes_from_stage_id_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_changes" ADD CONSTRAINT "stage_changes_to_stage_id_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_changes" ADD CONSTRAINT "stage_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_counts" ADD CONSTRAINT "stage_counts_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_changes_application_idx" ON "stage_changes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "stages_company_position_idx" ON "stages" USING btree ("company_id","position");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_posting_stage_score_idx" ON "applications" USING btree ("posting_id","stage_id","score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE merged_into_id is null;--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage_id");--> statement-breakpoint
-- hand-written below
CREATE OR REPLACE FUNCTION companies_default_stages() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stages (company_id, position, key)
  SELECT NEW.id, d.position, d.key
  FROM unnest(ARRAY['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected']) WITH ORDINALITY AS d(key, position);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_default_stages AFTER INSERT ON "companies"
  FOR EACH ROW EXECUTE FUNCTION companies_default_stages();--> statement-breakpoint
INSERT INTO "stages" ("company_id", "position", "key")
  SELECT c.id, d.position, d.key FROM "companies" c
  CROSS JOIN unnest(ARRAY['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected']) WITH ORDINALITY AS d(key, position)
  ORDER BY c.id, d.position;--> statement-breakpoint
UPDATE "applications" a SET "stage_id" = s.id FROM "stages" s
  WHERE s.company_id = a.company_id AND s.key = 'new';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "stage_id" SET NOT NULL;--> statement-breakpoint
-- An applicant inserted without a stage starts in its company's first one.
CREATE OR REPLACE FUNCTION applications_first_stage() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stage_id IS NULL THEN
    SELECT id INTO NEW.stage_id FROM stages WHERE company_id = NEW.company_id ORDER BY position, id LIMIT 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_first_stage BEFORE INSERT ON "applications"
  FOR EACH ROW EXECUTE FUNCTION applications_first_stage();--> statement-breakpoint
INSERT INTO "stage_counts" ("posting_id", "stage_id", "applicants")
  SELECT "posting_id", "stage_id", count(*) FROM "applications" WHERE "merged_into_id" IS NULL GROUP BY 1, 2;--> statement-breakpoint
-- Like application_counts (0006, 0014): statement-level for inserts and deletes, row-level for updates of the
-- posting, the stage or whether the applicant is merged. Merged applicants are not counted.
CREATE OR REPLACE FUNCTION applications_stage_counts_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stage_counts AS c (posting_id, stage_id, applicants)
  SELECT posting_id, stage_id, count(*) FROM added_rows WHERE merged_into_id IS NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (posting_id, stage_id) DO UPDATE SET applicants = c.applicants + excluded.applicants;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_stage_counts_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stage_counts c SET applicants = c.applicants - n.removed
  FROM (SELECT posting_id, stage_id, count(*) AS removed FROM removed_rows WHERE merged_into_id IS NULL GROUP BY 1, 2) n
  WHERE c.posting_id = n.posting_id AND c.stage_id = n.stage_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_stage_counts_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.merged_into_id IS NULL THEN
    UPDATE stage_counts SET applicants = applicants - 1 WHERE posting_id = OLD.posting_id AND stage_id = OLD.stage_id;
  END IF;
  IF NEW.merged_into_id IS NULL THEN
    INSERT INTO stage_counts AS c (posting_id, stage_id, applicants) VALUES (NEW.posting_id, NEW.stage_id, 1)
    ON CONFLICT (posting_id, stage_id) DO UPDATE SET applicants = c.applicants + 1;
  END IF;
  -- A search total cached with a stage filter (search/totals.ts) is counted again.
  IF OLD.stage_id IS DISTINCT FROM NEW.stage_id THEN
    UPDATE job_postings SET applicants_version = applicants_version + 1 WHERE id = NEW.posting_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_stage_counts_added AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_stage_counts_added();--> statement-breakpoint
CREATE TRIGGER applications_stage_counts_removed AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_stage_counts_removed();--> statement-breakpoint
CREATE TRIGGER applications_stage_counts_changed AFTER UPDATE OF "posting_id", "stage_id", "merged_into_id" ON "applications"
  FOR EACH ROW WHEN (OLD.posting_id IS DISTINCT FROM NEW.posting_id OR OLD.stage_id IS DISTINCT FROM NEW.stage_id
    OR (OLD.merged_into_id IS NULL) <> (NEW.merged_into_id IS NULL))
  EXECUTE FUNCTION applications_stage_counts_changed();
