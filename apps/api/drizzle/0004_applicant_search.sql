-- The recruiter's search over applicants' names and notes (POST /jobsearch/page, filtro.nombre_o_notas) is
-- accent- and case-insensitive (spec §5). unaccent() is only STABLE (its dictionary could change), so it
-- cannot appear in an index; this IMMUTABLE wrapper, naming the dictionary explicitly, can. Both extensions
-- are trusted on PostgreSQL 13+ (the database owner may create them) and are loaded by PGlite (database.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- Trigram index for `f_unaccent(lower(name || notes)) LIKE '%term%'`: a rare term over 100k applicants is
-- found in a few ms instead of a full scan. The expression must match applications.repository.ts exactly.
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin (
  f_unaccent(lower(coalesce("name", '') || ' ' || coalesce("notes", ''))) gin_trgm_ops
);
