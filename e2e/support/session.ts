import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestAccount } from './accounts';

/** What the web app keeps under auth-storage after signing in (spec §3). */
export interface StoredSession {
  token: string;
  nombre_empresa: string;
  actividad_empresa: number;
  perfil: string;
  idioma: string;
}

/** Signs in through the API (for tests whose subject is not signing in). */
export async function signInViaApi(request: APIRequestContext, account: TestAccount): Promise<StoredSession> {
  const response = await request.post('/api/login', { data: { username: account.email, password: account.password } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as StoredSession;
  return {
    token: body.token,
    nombre_empresa: body.nombre_empresa,
    actividad_empresa: body.actividad_empresa,
    perfil: body.perfil,
    idioma: body.idioma,
  };
}

/** Makes every page load of `page` start signed in as `session`. */
export async function startSignedIn(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((state) => {
    localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
  }, session);
}

/** The local calendar date `days` from today as yyyy-mm-dd (what a date input holds). */
export function isoDateFromToday(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface NewPosting {
  puesto: string;
  tareas_a_realizar: string;
  condiciones_necesarias: string[];
  condiciones_deseables: string[];
  maxima_cant_cv?: number;
  valido_hasta?: string;
}

/** Creates a posting through the API; answers its id and applicant link. */
export async function createPostingViaApi(
  request: APIRequestContext,
  session: StoredSession,
  posting: NewPosting,
  language = 'es',
): Promise<{ link: string; evaluacion_id: number }> {
  const response = await request.post('/api/jobsearch', {
    headers: { Authorization: `Bearer ${session.token}`, 'Accept-Language': language },
    data: {
      sexo: 'indistinto',
      puesto: posting.puesto,
      tareas_a_realizar: posting.tareas_a_realizar,
      condiciones_necesarias: posting.condiciones_necesarias.map((condicion_necesaria) => ({ condicion_necesaria })),
      condiciones_deseables: posting.condiciones_deseables.map((condicion_deseable) => ({ condicion_deseable })),
      maxima_cant_cv: posting.maxima_cant_cv ?? 500,
      valido_hasta: posting.valido_hasta ?? isoDateFromToday(30),
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { link: string; evaluacion_id: number };
}
