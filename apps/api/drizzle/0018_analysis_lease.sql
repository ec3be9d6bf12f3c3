-- Scale-out (issue 17): a worker holds the analysis it claimed until a time it keeps renewing; a worker killed
-- mid-analysis stops renewing, and another takes the analysis over once the time has passed, without two
-- workers ever reading the same CV at once. Rows claimed before this migration have no lease: taken as expired.
ALTER TABLE "applications" ADD COLUMN "analysis_lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_analysis_lease_idx" ON "applications" USING btree ("analysis_lease_until") WHERE analysis_state = 'processing';