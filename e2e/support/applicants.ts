import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buildPdf } from '../../apps/api/src/testing/document-fixtures';
import type { SmtpCapture } from '../../apps/api/src/testing/smtp-capture';
import { createActiveAccount, type TestAccount } from './accounts';
import { linkIds, uploadViaApi, type UploadFile } from './public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn, type NewPosting, type StoredSession } from './session';

export interface Person {
  name: string;
  email: string;
  phone?: string;
  /** CV lines after the contact block: what the analysis reads against the posting's conditions. */
  lines: string[];
}

/** A one-page PDF CV of `person` (Latin-1 text, so names keep their accents). */
export function cvOf(person: Person, fileName = `${person.email.split('@')[0]}.pdf`): UploadFile {
  const contact = [person.name, person.email, ...(person.phone ? [person.phone] : [])];
  return { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(buildPdf([...contact, ...person.lines])) };
}

/** Sends each CV through the public upload call, as candidates do. */
export async function applyAll(
  request: APIRequestContext,
  ids: { empresa_id: number; evaluacion_id: number },
  files: UploadFile[],
): Promise<void> {
  for (const file of files) {
    const response = await uploadViaApi(request, ids, file);
    expect(response.ok(), await response.text()).toBe(true);
  }
}

interface PageApplicant {
  postulacion_id: number;
  nombre_persona: string | null;
  analisis: { estado: string };
}

/** All of a posting's applicants, read with the recruiter's call (POST /jobsearch/page, 100 a page). */
export async function allApplicants(
  request: APIRequestContext,
  session: StoredSession,
  evaluacionId: number,
): Promise<PageApplicant[]> {
  const response = await request.post('/api/jobsearch/page', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { evaluacion_id: evaluacionId, numero_pagina: 1, cantidad_por_pagina: 100, filtro: { nombre_o_notas: '', marcas: [] } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { postulaciones: PageApplicant[] }).postulaciones;
}

/** Waits until `count` applicants are there and every analysis has ended. */
export async function waitForAnalyses(
  request: APIRequestContext,
  session: StoredSession,
  evaluacionId: number,
  count: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const applicants = await allApplicants(request, session, evaluacionId);
        return applicants.length === count && applicants.every((a) => ['done', 'failed'].includes(a.analisis.estado));
      },
      { timeout: 180_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

/**
 * A new company's posting whose applicants, `people`, sent their CVs through its public link and were analysed; the
 * page signed in and open at its applicants list. `beforeOpen` runs before the page loads (what the device keeps:
 * its language, its theme).
 */
export async function openApplicants(
  page: Page,
  request: APIRequestContext,
  smtp: SmtpCapture,
  posting: NewPosting,
  people: Person[],
  beforeOpen?: (session: StoredSession) => Promise<void>,
): Promise<{ account: TestAccount; session: StoredSession; postingId: number }> {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, posting);
  await applyAll(request, linkIds(created.link), people.map((person) => cvOf(person)));
  await waitForAnalyses(request, session, created.evaluacion_id, people.length);
  await startSignedIn(page, session);
  await beforeOpen?.(session);
  await page.goto(`/job/${created.evaluacion_id}/applicants`);
  await expect(page.getByRole('heading', { name: posting.puesto, level: 1 })).toBeVisible();
  return { account, session, postingId: created.evaluacion_id };
}
