import { hash } from '@node-rs/argon2';
import type { Language } from '@postula/contract/constants';
import { loginCall } from '@postula/contract/user';
import * as accounts from '../modules/accounts/accounts.repository';
import type { TestApp } from './test-app';

let sequence = 0;

export interface SeededCompany {
  companyId: number;
  email: string;
  password: string;
  token: string;
}

/**
 * An activated company with a signed-in user, for tests whose subject is not the account journey
 * itself (that one is walked through the real calls in accounts.test.ts).
 */
export async function seedCompany(
  t: TestApp,
  options: { name?: string; language?: Language } = {},
): Promise<SeededCompany> {
  const email = `company.${Date.now()}.${++sequence}@seed.test`;
  const password = 'Segura123';
  const created = await accounts.insertCompanyWithUser(t.database.db, {
    companyName: options.name ?? `Empresa ${sequence}`,
    activityId: 1,
    email,
    passwordHash: await hash(password),
    language: options.language ?? 'es',
  });
  if (!created) throw new Error('seed: e-mail already taken');
  await accounts.markActivated(t.database.db, created.userId);
  const login = await t.call(loginCall, { body: { username: email, password } });
  if (!login.data) throw new Error(`seed: sign-in failed (${login.status})`);
  return { companyId: created.companyId, email, password, token: login.data.token };
}
