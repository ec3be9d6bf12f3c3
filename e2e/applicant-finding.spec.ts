import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { openApplicants, type Person } from './support/applicants';
import { SMTP_PORT } from './support/env';

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const PUESTO = 'Técnico/a de mantenimiento';
const MANDATORY = 'Experiencia en mantenimiento';

/** Three candidates: two meet the condition (one says "señalización" only deep in the CV), one does not. */
const PEOPLE: Person[] = [
  {
    name: 'Marta Quiroga',
    email: 'marta.quiroga@example.com',
    lines: [
      'Experiencia en mantenimiento industrial de 6 años.',
      'Curso de señalización ferroviaria y enclavamientos.',
    ],
  },
  { name: 'Pablo Ibarra', email: 'pablo.ibarra@example.com', lines: ['Experiencia en mantenimiento de edificios de 3 años.'] },
  { name: 'Rosa Benítez', email: 'rosa.benitez@example.com', lines: ['Cocinera en restaurante durante 4 años.'] },
];

async function setup(page: Page, request: APIRequestContext) {
  const posting = {
    puesto: PUESTO,
    tareas_a_realizar: 'Mantenimiento preventivo y correctivo de instalaciones.',
    condiciones_necesarias: [MANDATORY],
    condiciones_deseables: [],
  };
  return (await openApplicants(page, request, smtp, posting, PEOPLE)).postingId;
}

const list = (page: Page) => page.getByRole('list', { name: 'Postulantes, del mejor al último' });
const names = (page: Page) => list(page).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

async function downloaded(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

test('a recruiter filters by score, finds a word inside a CV and exports what they see', async ({ page, request }) => {
  const postingId = await setup(page, request);
  await expect(list(page).getByRole('listitem')).toHaveCount(3);

  // Score from 5: the one who misses the mandatory condition (capped at 4) leaves the list; the address keeps it.
  await page.getByLabel('Calificación desde').selectOption('5');
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/cal_min=5/);
  expect(await names(page)).not.toContain('Rosa Benítez');
  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Calificación desde')).toHaveValue('5');

  // A word only inside Marta's CV, typed without its accent: her row, and the passage that matched.
  await page.getByLabel('Buscar por nombre, notas o texto del CV').fill('senalizacion');
  const marta = list(page).getByRole('listitem', { name: 'Marta Quiroga' });
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(marta.getByText('En el CV:')).toBeVisible();
  await expect(marta.locator('mark')).toHaveText('señalización');

  // Exported as filtered: score from 5 and the word; the files open and hold her row, verdict included.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^Postulantes - Técnico-a de mantenimiento - \d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloaded(xlsx)) as never);
  const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
  expect(rows).toHaveLength(2);
  expect(rows[0]?.slice(0, 2)).toEqual(['Nombre', 'Correo']);
  expect(rows[0]?.at(-1)).toBe(`Excluyente: ${MANDATORY}`);
  expect(rows[1]?.slice(0, 2)).toEqual(['Marta Quiroga', 'marta.quiroga@example.com']);
  expect(rows[1]?.at(-1)).toBe('Cumple');

  // The CSV of the whole list, by name: the filters cleared first.
  await page.getByLabel('Buscar por nombre, notas o texto del CV').fill('');
  await page.getByLabel('Calificación desde').selectOption('');
  await page.getByLabel('Ordenar por').selectOption('nombre');
  await expect(page).toHaveURL(new RegExp(`/job/${postingId}/applicants\\?orden=nombre$`));
  await expect(page.getByRole('list', { name: 'Postulantes, del mejor al último' }).getByRole('listitem')).toHaveCount(3);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await downloaded(csv);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = parse(bytes, { bom: true }) as string[][];
  expect(table.slice(1).map((r) => r[0])).toEqual(['Marta Quiroga', 'Pablo Ibarra', 'Rosa Benítez']);
  expect(table[3]?.at(-1)).toBe('Sin datos');
});

test('the filters fit a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setup(page, request);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Estado del análisis').selectOption('analizado');
  await expect(page).toHaveURL(/estado=analizado/);
  const mandatory = page.getByLabel('Condiciones excluyentes');
  await mandatory.selectOption({ label: 'Solo quienes cumplen todas las condiciones excluyentes' });
  await expect(mandatory).toHaveValue('met');
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/estado=analizado/);
  await expect(page).toHaveURL(/obligatorias=1/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-results/applicant-finding-phone.png', fullPage: true });
});
