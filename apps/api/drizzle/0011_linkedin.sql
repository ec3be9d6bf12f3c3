CREATE TABLE "linkedin_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"post_text" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linkedin_links" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"member_urn" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"scope" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linkedin_authorizations" ADD CONSTRAINT "linkedin_authorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_authorizations" ADD CONSTRAINT "linkedin_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_authorizations" ADD CONSTRAINT "linkedin_authorizations_token_id_auth_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_authorizations" ADD CONSTRAINT "linkedin_authorizations_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_links" ADD CONSTRAINT "linkedin_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_links" ADD CONSTRAINT "linkedin_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_authorizations_state_key" ON "linkedin_authorizations" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "linkedin_authorizations_company_idx" ON "linkedin_authorizations" USING btree ("company_id","expires_at");--> statement-breakpoint
CREATE INDEX "linkedin_links_company_idx" ON "linkedin_links" USING btree ("company_id","user_id");