import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { buildPdf } from '../apps/api/src/testing/document-fixtures';
import { startDriveStandIn, type DriveStandIn } from '../apps/api/src/testing/drive-stand-in';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { allApplicants, applyAll, cvOf, waitForAnalyses, type Person } from './support/applicants';
import { DRIVE_API_KEY, DRIVE_PORT, SMTP_PORT } from './support/env';
import { linkIds } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn, type StoredSession } from './support/session';

let smtp: SmtpCapture;
let drive: DriveStandIn;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
  // Google Drive, as the server reaches it in these tests (playwright.config.ts: GOOGLE_API_BASE_URL).
  drive = await startDriveStandIn({ port: DRIVE_PORT, apiKey: DRIVE_API_KEY });
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
  await drive.close();
});

const SOURCE = 'Vendedor/a de salón';
const TARGET = 'Cajero/a de supermercado';

const PEOPLE: Person[] = [
  { name: 'José Núñez', email: 'jose.nunez@example.com', lines: ['Experiencia en ventas de 5 años en salón comercial.'] },
  { name: 'Ana Pérez', email: 'ana.perez@example.com', lines: ['Experiencia en ventas de 2 años en tienda de ropa.'] },
  { name: 'Rita Cocinera', email: 'rita.cocinera@example.com', lines: ['Trabajé como cocinera en un restaurante durante 4 años.'] },
];

const authed = (session: StoredSession) => ({ Authorization: `Bearer ${session.token}` });

async function companyWithSource(request: APIRequestContext) {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const source = await createPostingViaApi(request, session, {
    puesto: SOURCE,
    tareas_a_realizar: 'Atención de clientes en el salón de ventas.',
    condiciones_necesarias: ['Experiencia en ventas'],
    condiciones_deseables: [],
  });
  await applyAll(request, linkIds(source.link), PEOPLE.map((person) => cvOf(person)));
  await waitForAnalyses(request, session, source.evaluacion_id, PEOPLE.length);
  return { session, source: source.evaluacion_id };
}

test('a recruiter imports the best candidates of an earlier posting with their notes and marks', async ({ page, request }) => {
  const { session, source } = await companyWithSource(request);
  // A note on José and a mark on Ana, in the earlier posting.
  const applicants = await allApplicants(request, session, source);
  const idOf = (name: string) => applicants.find((a) => a.nombre_persona === name)!.postulacion_id;
  const mark = await request.post('/api/settings/marks', { headers: authed(session), data: { nombre: 'Preseleccionado', color: '#16a34a' } });
  const markId = ((await mark.json()) as { marca_id: number }).marca_id;
  await request.post('/api/jobsearch/applicant', {
    headers: authed(session),
    data: { evaluacion_id: source, postulacion_id: idOf('José Núñez'), datos: { nota: 'Muy buena entrevista' } },
  });
  await request.post('/api/jobsearch/applicant', {
    headers: authed(session),
    data: { evaluacion_id: source, postulacion_id: idOf('Ana Pérez'), datos: { marca_id: markId } },
  });
  const target = await createPostingViaApi(request, session, {
    puesto: TARGET,
    tareas_a_realizar: 'Cobro en caja y atención al público.',
    condiciones_necesarias: ['Experiencia en atención al público'],
    condiciones_deseables: [],
  });

  await startSignedIn(page, session);
  await page.goto(`/job/${target.evaluacion_id}/applicants`);
  await expect(page.getByText('No hay postulaciones')).toBeVisible();
  await page.getByRole('link', { name: 'Importar candidatos' }).click();
  await expect(page.getByRole('heading', { name: 'Importar candidatos', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /De búsquedas anteriores/ }).click();
  await expect(page.getByRole('heading', { name: 'Importar de búsquedas anteriores', level: 1 })).toBeVisible();

  // Spec §9: 50 by default, both toggles off; spec §5: at least one posting.
  await expect(page.getByLabel('Cantidad de mejores candidatos')).toHaveValue('50');
  const notes = page.getByRole('switch', { name: 'Importar las notas' });
  const marks = page.getByRole('switch', { name: 'Importar las marcas' });
  await expect(notes).not.toBeChecked();
  await expect(marks).not.toBeChecked();
  const postings = page.getByRole('group', { name: 'Avisos anteriores' });
  await expect(postings.getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('button', { name: 'Importar candidatos' }).click();
  await expect(page.getByRole('alert')).toHaveText('Debe seleccionar al menos un aviso para importar candidatos');

  await postings.getByRole('checkbox', { name: new RegExp(SOURCE.replace('/', '\\/')) }).check();
  await notes.check();
  await marks.check();
  // Review screenshots only with SHOTS_DIR set.
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(process.env.SHOTS_DIR, 'import-previous.png'), fullPage: true });
  }
  await page.getByRole('button', { name: 'Importar candidatos' }).click();
  const done = page.getByRole('dialog', { name: 'Importación realizada' });
  await expect(done).toContainText('3');
  await done.getByRole('button', { name: 'Ver los postulantes' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${target.evaluacion_id}/applicants$`));

  // Re-scored against the new posting, with the note and the mark brought along.
  await waitForAnalyses(request, session, target.evaluacion_id, PEOPLE.length);
  const list = page.getByRole('list', { name: 'Postulantes, del mejor al último' });
  await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
  await expect(list.getByRole('listitem', { name: 'José Núñez' }).getByText('Muy buena entrevista')).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'Ana Pérez' }).getByText('Preseleccionado', { exact: true })).toBeVisible();
  await expect(page.getByText('3 postulaciones recibidas')).toBeVisible();
});

test('with no other posting, the import says there is nothing to import', async ({ page, request }) => {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const only = await createPostingViaApi(request, session, {
    puesto: TARGET,
    tareas_a_realizar: 'Cobro en caja.',
    condiciones_necesarias: [],
    condiciones_deseables: [],
  });
  await startSignedIn(page, session);
  await page.goto(`/job/${only.evaluacion_id}/import-from-previous-jobsearchs`);
  await expect(page.getByText('No hay avisos disponibles para importar')).toBeVisible();
});

test('a recruiter imports the CVs of a public Drive folder and gets an e-mail when it ends', async ({ page, request }) => {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const target = await createPostingViaApi(request, session, {
    puesto: TARGET,
    tareas_a_realizar: 'Cobro en caja y atención al público.',
    condiciones_necesarias: [],
    condiciones_deseables: [],
  });
  const pdf = (person: Person) => Buffer.from(buildPdf([person.name, person.email, ...person.lines]));
  drive.addFolder({
    id: '1AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    name: 'CV recibidos por correo',
    public: true,
    files: [
      { name: 'jose-nunez.pdf', mimeType: 'application/pdf', bytes: pdf(PEOPLE[0]!) },
      { name: 'ana-perez.pdf', mimeType: 'application/pdf', bytes: pdf(PEOPLE[1]!) },
      { name: 'foto.png', mimeType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    ],
  });

  await startSignedIn(page, session);
  await page.goto(`/job/${target.evaluacion_id}/import-applicants`);
  await page.getByRole('link', { name: /Desde una carpeta de Google Drive/ }).click();
  await expect(page.getByRole('heading', { name: 'Importar desde Google Drive', level: 1 })).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Importar CV' });
  await expect(importButton).toBeDisabled();
  const link = page.getByLabel('Enlace de la carpeta de Google Drive');
  await link.fill('esto no es un enlace');
  await importButton.click();
  await expect(page.getByText('Por favor ingrese una URL válida')).toBeVisible();
  await link.fill('https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz012345?usp=sharing');
  await importButton.click();
  const started = page.getByRole('dialog', { name: 'Importación iniciada' });
  await expect(started).toContainText('correo');
  await started.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The completion e-mail, over SMTP, with the counts; the two CVs are applicants, analysed.
  const mail = await smtp.waitFor(account.email, (m) => /Drive/i.test(m.subject), 60_000);
  expect(mail.text).toContain('CV recibidos por correo');
  expect(mail.text).toContain('Importados: 2.');
  expect(mail.text).toContain('jose-nunez.pdf: importado');
  // The picture is not a CV: counted as a file not read.
  expect(mail.text).toMatch(/no son CV.*: 1\./);
  await waitForAnalyses(request, session, target.evaluacion_id, 2);

  // The screen shows the finished import with its counts.
  await page.goto(`/job/${target.evaluacion_id}/import-google-drive`);
  const recent = page.getByRole('region', { name: 'Importaciones recientes' });
  await expect(recent.getByText('Terminada')).toBeVisible();
  await expect(recent.getByText(/2 importados · 0 omitidos · 0 con errores/)).toBeVisible();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, 'import-drive.png'), fullPage: true });
});
