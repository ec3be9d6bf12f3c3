import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authTokens, companies, users } from '../accounts/accounts.tables';
import { jobPostings } from '../postings/postings.tables';

/**
 * An authorization sent to LinkedIn and not yet come back (decision 012): the `state` of the OAuth round
 * trip, bound to the session that asked, and the post to publish when the user returns. Only a SHA-256 of
 * the state is kept; it is used once and expires in minutes.
 */
export const linkedinAuthorizations = pgTable(
  'linkedin_authorizations',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (auth_tokens row): signing out ends the authorizations it started. */
    tokenId: integer('token_id')
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    postText: text('post_text').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The callback finds its authorization by the state.
    uniqueIndex('linkedin_authorizations_state_key').on(t.stateHash),
    index('linkedin_authorizations_company_idx').on(t.companyId, t.expiresAt),
  ],
);

/** The LinkedIn member a user linked, with the access token, encrypted (linkedin.token-cipher.ts). */
export const linkedinLinks = pgTable(
  'linkedin_links',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** urn:li:person:{sub}: the author of the posts. */
    memberUrn: text('member_urn').notNull(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    scope: text('scope'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('linkedin_links_company_idx').on(t.companyId, t.userId)],
);
