import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { authTokens, companies, oneTimeCodes, users } from './accounts.tables';

export type CodePurpose = 'activation' | 'password_reset';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      passwordHash: users.passwordHash,
      profile: users.profile,
      language: users.language,
      theme: users.theme,
      activatedAt: users.activatedAt,
      companyName: companies.name,
      activityId: companies.activityId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  return row ?? null;
}
export type UserWithCompany = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** Creates the company and its first user together; null when the e-mail is already registered. */
export async function insertCompanyWithUser(
  db: Db,
  input: { companyName: string; activityId: number; email: string; passwordHash: string; language: string },
): Promise<{ userId: number; companyId: number } | null> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: input.companyName, activityId: input.activityId })
      .returning({ id: companies.id });
    const [user] = await tx
      .insert(users)
      .values({ companyId: company!.id, email: input.email, passwordHash: input.passwordHash, language: input.language })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (user) return { userId: user.id, companyId: company!.id };
    await tx.delete(companies).where(eq(companies.id, company!.id));
    return null;
  });
}

export async function insertCode(
  db: Db,
  input: { userId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(input);
}

/**
 * Marks the unused, unexpired code as used and returns its user; null when there is no such code. The
 * update is the check, so two requests racing with the same code cannot both succeed.
 */
export async function consumeCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; codeHash: string },
): Promise<{ userId: number } | null> {
  const user = await findUserByEmail(db, input.email);
  if (!user) return null;
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, input.codeHash),
        eq(oneTimeCodes.userId, user.id),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row ?? null;
}

/** Ends every other code of that purpose, so an older e-mailed link stops working once one is used. */
export async function retireCodes(db: Db, userId: number, purpose: CodePurpose): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
}

export async function markActivated(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ activatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.activatedAt)));
}

export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function updatePreferences(
  db: Db,
  companyId: number,
  userId: number,
  preferences: { language: string; theme: string },
): Promise<void> {
  await db
    .update(users)
    .set(preferences)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export async function insertToken(
  db: Db,
  input: { userId: number; companyId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(input);
}

export async function findLiveToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ tokenId: authTokens.id, userId: authTokens.userId, companyId: authTokens.companyId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
  return row ?? null;
}

export async function revokeToken(db: Db, companyId: number, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.companyId, companyId), eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
