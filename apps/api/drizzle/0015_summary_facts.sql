-- The CV summary as facts (decision 020), said in each reader's language when read; null for analyses stored before
-- and for engines that write the summary as text (the stored summary is read then).
ALTER TABLE "applications" ADD COLUMN "summary_facts" jsonb;