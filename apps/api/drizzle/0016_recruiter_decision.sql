-- A recruiter who interviews an applicant the AI advised against (a mandatory condition not met): who, when and
-- why (issue 15: the AI advises, a person decides). Null when the recruiter followed the advice or there was none.
ALTER TABLE "applications" ADD COLUMN "screening_override" jsonb;