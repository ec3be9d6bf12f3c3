-- The interview summary as data (issue 15): a fit verdict, highlights, points to check, blanks and what nothing shows,
-- said in each reader's language when read. Null for summaries written before, which are read as their stored text.
ALTER TABLE "applications" ADD COLUMN "screening_summary_facts" jsonb;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "summary_facts" jsonb;
