import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { serverSecrets } from './secrets.tables';

// The keys the server makes for itself when configuration gives none (the CV link key, LinkedIn's token
// key): one row per name, shared by every API process.

/** The stored secret of that name, created with `generate()` by the first process that asks. */
export async function serverSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
