ALTER TABLE "applications" ADD COLUMN "mandatory_met" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "relevance" real;--> statement-breakpoint
-- Analyses stored before: every mandatory condition confirmed met (the AI's verdicts; no corrections existed yet).
UPDATE "applications" SET "mandatory_met" = true
WHERE "analysis_state" = 'done'
  AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements("conditions") AS c
    WHERE c->>'kind' = 'mandatory' AND c->>'verdict' <> 'met'
  );
