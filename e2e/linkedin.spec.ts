import type { Page } from '@playwright/test';
import { startLinkedinStandIn, type LinkedinStandIn } from '../apps/api/src/testing/linkedin-stand-in';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET, LINKEDIN_PORT, SMTP_PORT } from './support/env';
import { createPostingViaApi, signInViaApi, startSignedIn } from './support/session';

let smtp: SmtpCapture;
let linkedin: LinkedinStandIn;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
  // LinkedIn, as the server and the browser reach it in these tests (playwright.config.ts).
  linkedin = await startLinkedinStandIn({ port: LINKEDIN_PORT, clientId: LINKEDIN_CLIENT_ID, clientSecret: LINKEDIN_CLIENT_SECRET });
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
  await linkedin.close();
});

async function socialPostScreen(page: Page, request: Parameters<typeof createActiveAccount>[0], puesto: string) {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const posting = await createPostingViaApi(request, session, {
    puesto,
    tareas_a_realizar: 'Atención de clientes en el salón de ventas.',
    condiciones_necesarias: [],
    condiciones_deseables: [],
  });
  await startSignedIn(page, session);
  await openSocialPost(page, posting.evaluacion_id);
  return posting.evaluacion_id;
}

async function openSocialPost(page: Page, postingId: number) {
  await page.goto(`/job/${postingId}`);
  await page.getByRole('button', { name: 'Compartir en redes' }).click();
  await expect(page.getByRole('heading', { name: 'Publicación para redes sociales', level: 1 })).toBeVisible();
}

test('a recruiter connects LinkedIn through OAuth and publishes the post, then publishes again directly', async ({ page, request }) => {
  const postingId = await socialPostScreen(page, request, 'Vendedor/a de salón');
  const text = page.getByLabel('Texto de la publicación');
  await text.fill('Buscamos Vendedor/a de salón en Córdoba (turno tarde) #empleo');
  await expect(page.getByText('Te pediremos que autorices a Postula a publicar en tu nombre.')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar en LinkedIn' }).click();

  // LinkedIn's authorization sends the browser back to the callback, which exchanges the code and publishes.
  await expect(page).toHaveURL(/\/auth\/linkedin\/callback\?code=/);
  await expect(page.getByRole('status').filter({ hasText: 'Publicado correctamente en LinkedIn' })).toBeVisible();
  expect(linkedin.posts.at(-1)?.text).toBe('Buscamos Vendedor/a de salón en Córdoba (turno tarde) #empleo');

  // Linked now: the next post goes straight to LinkedIn.
  await openSocialPost(page, postingId);
  await expect(page.getByText('Tu cuenta de LinkedIn está conectada.')).toBeVisible();
  await page.getByLabel('Texto de la publicación').fill('Segunda publicación del aviso');
  await page.getByRole('button', { name: 'Publicar en LinkedIn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicado correctamente en LinkedIn' })).toBeVisible();
  expect(linkedin.posts.at(-1)?.text).toBe('Segunda publicación del aviso');
});

test('a recruiter who does not authorize LinkedIn is told so, and a callback without its parameters says so', async ({ page, request }) => {
  linkedin.setDeny(true);
  try {
    await socialPostScreen(page, request, 'Cajero/a');
    const published = linkedin.posts.length;
    await page.getByRole('button', { name: 'Publicar en LinkedIn' }).click();
    await expect(page).toHaveURL(/\/auth\/linkedin\/callback\?error=/);
    await expect(page.getByRole('alert')).toHaveText('No se autorizó el acceso a tu cuenta de LinkedIn');
    expect(linkedin.posts).toHaveLength(published);
  } finally {
    linkedin.setDeny(false);
  }
  await page.goto('/auth/linkedin/callback?code=solo-el-codigo');
  await expect(page.getByRole('alert')).toHaveText('Faltan parámetros');
});
