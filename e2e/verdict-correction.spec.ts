// The callbacks of addInitScript run in the browser and use its globals.
/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { openApplicants, type Person } from './support/applicants';
import { SMTP_PORT } from './support/env';

// The recruiter corrects the AI (issue 34): on a condition of the analysis they set the verdict themselves, with a
// reason; the score and the list follow, the AI's verdict stays beside theirs, and they can take it back.

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

const PUESTO = 'Electricista';
const MANDATORY = 'Matrícula de electricista habilitado';

const PEOPLE: Person[] = [
  {
    name: 'Tomás Ferreyra',
    email: 'tomas.ferreyra@example.com',
    lines: ['Electricista matriculado, 8 años de instalaciones domiciliarias.', 'Matrícula de electricista habilitado N° 4411.'],
  },
  { name: 'Nora Aguilar', email: 'nora.aguilar@example.com', lines: ['Ayudante de obra durante 5 años.', 'Tendido de cables y armado de tableros.'] },
];

async function setup(page: Page, request: APIRequestContext, language: 'es' | 'en' | 'pt' = 'es', theme = 'claro') {
  const posting = {
    puesto: PUESTO,
    tareas_a_realizar: 'Instalaciones y mantenimiento eléctrico en obras.',
    condiciones_necesarias: [MANDATORY],
    condiciones_deseables: [],
  };
  // The language and the theme this device keeps, as the settings menu leaves them.
  const device = async () => {
    await page.addInitScript(
      ([lang, tema]) => {
        localStorage.setItem('i18nextLng', lang);
        localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: tema }, version: 0 }));
      },
      [language, theme] as const,
    );
  };
  return openApplicants(page, request, smtp, posting, PEOPLE, device);
}

const list = (page: Page) => page.getByRole('list', { name: /^(Postulantes, del mejor al último|Applicants, best first|Candidatos, do melhor ao último)$/ });
const names = (page: Page) => list(page).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

test("a recruiter corrects the AI's verdict, sees the score and the list follow, and takes it back", async ({ page, request }) => {
  const { account } = await setup(page, request);
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  expect(await names(page)).toEqual(['Tomás Ferreyra', 'Nora Aguilar']);

  const nora = list(page).getByRole('listitem', { name: 'Nora Aguilar' });
  await nora.getByRole('button', { name: 'Ver el detalle de Nora Aguilar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nora Aguilar' });
  const condition = drawer.getByRole('listitem').filter({ hasText: MANDATORY });
  // The CV says nothing of a licence: the AI cannot tell.
  await expect(condition.getByText('Sin datos', { exact: true })).toBeVisible();
  const correct = condition.getByRole('button', { name: `Corregir el veredicto de «${MANDATORY}»` });

  // She showed her licence in person: the recruiter says so.
  await correct.click();
  const form = condition.getByRole('group', { name: 'Tu veredicto' });
  await form.getByRole('radio', { name: 'Cumple', exact: true }).check();
  await condition.getByLabel('Motivo (opcional)').fill('Mostró la matrícula vigente en la entrevista');
  await condition.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/^Veredicto corregido: la calificación es ahora \d+,\d\.$/)).toBeVisible();
  await expect(condition.getByText('Cumple', { exact: true })).toBeVisible();
  await expect(condition.getByText(`Corregido por ${account.email}`, { exact: false })).toBeVisible();
  await expect(condition.getByText('Mostró la matrícula vigente en la entrevista')).toBeVisible();
  await expect(condition.getByText('La IA dijo: Sin datos')).toBeVisible();
  // Her score rose with it: the ring in the panel says the new score.
  await expect(drawer.getByText('1', { exact: true })).toBeHidden();
  await page.screenshot({ path: 'test-results/verdict-correction-desktop.png', fullPage: true });

  // Another look: it had expired. Not met caps the score, and the panel says why.
  await correct.click();
  await form.getByRole('radio', { name: 'No cumple', exact: true }).check();
  await condition.getByLabel('Motivo (opcional)').fill('La matrícula venció en 2024');
  await condition.getByRole('button', { name: 'Guardar' }).click();
  await expect(condition.getByText('No cumple', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/la calificación queda en 4 como máximo/)).toBeVisible();

  // Back to the AI's verdict: no cap, and nothing said of a correction.
  await correct.click();
  await condition.getByRole('button', { name: 'Volver al veredicto de la IA' }).click();
  await expect(page.getByText(/^Vuelve a contar el veredicto de la IA/)).toBeVisible();
  await expect(condition.getByText('Sin datos', { exact: true })).toBeVisible();
  await expect(condition.getByText('La IA dijo:', { exact: false })).toBeHidden();
  await expect(drawer.getByText(/la calificación queda en 4 como máximo/)).toBeHidden();
});

test('the filter tells those confirmed to meet every mandatory condition from those still to confirm', async ({ page, request }) => {
  await setup(page, request);
  const filter = page.getByLabel('Condiciones excluyentes');
  await filter.selectOption({ label: 'Solo quienes cumplen todas las condiciones excluyentes' });
  await expect(page).toHaveURL(/obligatorias=1/);
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  expect(await names(page)).toEqual(['Tomás Ferreyra']);
  // Nora's licence is to be confirmed, not known missing: she is among those who fail none.
  await filter.selectOption({ label: 'Quienes no incumplen ninguna (incluye las por confirmar)' });
  await expect(page).toHaveURL(/obligatorias=sin_incumplidas/);
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
});

for (const [language, theme, texts] of [
  ['en', 'oscuro', { correct: 'Correct the verdict on', legend: 'Your verdict', met: 'Met', save: 'Save', by: 'Corrected by', ai: 'The AI said: No information' }],
  ['pt', 'claro', { correct: 'Corrigir o veredito de', legend: 'Seu veredito', met: 'Atende', save: 'Salvar', by: 'Corrigido por', ai: 'A IA disse: Sem informação' }],
] as const) {
  test(`the correction on a phone, in ${language}, ${theme === 'oscuro' ? 'dark' : 'light'} theme`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setup(page, request, language, theme);
    const nora = list(page).getByRole('listitem', { name: 'Nora Aguilar' });
    await nora.getByRole('button', { name: /Nora Aguilar/ }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Nora Aguilar' });
    const condition = drawer.getByRole('listitem').filter({ hasText: MANDATORY });
    await condition.getByRole('button', { name: new RegExp(`^${texts.correct}`) }).click();
    await condition.getByRole('group', { name: texts.legend }).getByRole('radio', { name: texts.met, exact: true }).check();
    await condition.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(condition.getByText(texts.by, { exact: false })).toBeVisible();
    await expect(condition.getByText(texts.ai)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: `test-results/verdict-correction-phone-${language}.png`, fullPage: true });
  });
}
