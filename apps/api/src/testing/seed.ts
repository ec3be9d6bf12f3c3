import { hash } from '@node-rs/argon2';
import type { Language } from '@postula/contract/constants';
import { loginCall } from '@postula/contract/accounts';
import * as accounts from '../modules/accounts/accounts.repository';
import type { Db } from '../platform/db/database';
import type { TestApp } from './test-app';

let sequence = 0;

export interface SeededCompany {
  companyId: number;
  /** Its one user, who signed in. */
  userId: number;
  email: string;
  password: string;
  token: string;
}

export interface SeedOptions {
  name?: string;
  language?: Language;
}

/** An activated company and user written straight to a database (for a server the test starts itself). */
export async function insertActivatedCompany(db: Db, options: SeedOptions = {}): Promise<Omit<SeededCompany, 'token'>> {
  const email = `company.${Date.now()}.${++sequence}@seed.test`;
  const password = 'Segura123';
  const created = await accounts.insertCompanyWithUser(db, {
    companyName: options.name ?? `Empresa ${sequence}`,
    activityId: 1,
    email,
    passwordHash: await hash(password),
    language: options.language ?? 'es',
  });
  if (!created) throw new Error('seed: e-mail already taken');
  await accounts.markActivated(db, created.userId);
  return { companyId: created.companyId, userId: created.userId, email, password };
}

/**
 * An activated company with a signed-in user, for tests whose subject is not the account journey
 * itself (that one is walked through the real calls in accounts.test.ts).
 */
export async function seedCompany(t: TestApp, options: SeedOptions = {}): Promise<SeededCompany> {
  const company = await insertActivatedCompany(t.database.db, options);
  const login = await t.call(loginCall, { body: { username: company.email, password: company.password } });
  if (!login.data) throw new Error(`seed: sign-in failed (${login.status})`);
  return { ...company, token: login.data.token };
}
