import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { SmtpCapture } from '../../apps/api/src/testing/smtp-capture';

export interface TestAccount {
  email: string;
  password: string;
  company: string;
}

export function newAccount(password = 'Secreta123'): TestAccount {
  const id = randomUUID().slice(0, 8);
  return { email: `e2e-${id}@example.com`, password, company: `Empresa ${id}` };
}

/** The e-mailed link whose path is `path` (e.g. /activate), from the first matching mail to `email`. */
export async function linkFromMail(smtp: SmtpCapture, email: string, path: string): Promise<string> {
  const mail = await smtp.waitFor(email, (m) => m.links.some((link) => new URL(link).pathname === path));
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`No ${path} link in the mail to ${email}`);
  return link;
}

/**
 * Registers and activates an account through the API (for tests whose subject is not registration; the
 * registration journey itself is walked in the browser).
 */
export async function createActiveAccount(request: APIRequestContext, smtp: SmtpCapture): Promise<TestAccount> {
  const account = newAccount();
  const activities = await request.get('/api/user/activities?lang=es');
  expect(activities.ok()).toBe(true);
  const { actividades } = (await activities.json()) as { actividades: { id: number }[] };
  const created = await request.post('/api/user', {
    data: {
      username: account.email,
      password: account.password,
      nombre_empresa: account.company,
      actividad_empresa: actividades[0]?.id,
      idioma: 'es',
    },
  });
  expect(created.ok()).toBe(true);
  const link = new URL(await linkFromMail(smtp, account.email, '/activate'));
  const activated = await request.post('/api/user/activate', {
    data: { codigo_activacion: link.searchParams.get('p'), correo: link.searchParams.get('u') },
  });
  expect(activated.ok()).toBe(true);
  return account;
}
