// The browser's global objects are used inside page.evaluate / addInitScript callbacks.
/// <reference lib="dom" />
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { allApplicants, applyAll, cvOf, waitForAnalyses } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { linkIds } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn } from './support/session';
import { expectAccessible } from './support/accessibility';

// Every main screen, in both themes, checked with axe against WCAG 2.1 A and AA: what a screen-reader user
// or someone with low vision meets first (names, labels, roles, contrast). Serious and critical findings fail.

// Animations end at once (the app honours reduced motion): colours are measured as they settle, never mid-fade.
test.use({ reducedMotion: 'reduce' });

let smtp: SmtpCapture;
test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

for (const theme of ['claro', 'oscuro'] as const) {
  test(`every main screen is accessible in the ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.addInitScript((value) => {
      localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 }));
    }, theme);

    await page.goto('/login');
    await expectAccessible(page, 'login');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expectAccessible(page, 'login with errors');
    await page.goto('/create-account');
    await expectAccessible(page, 'create account');
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await expectAccessible(page, 'create account, password criteria pending');
    await page.goto('/password-reset');
    await expectAccessible(page, 'password reset');
    await page.goto('/password-new-recovery?p=x&u=a@b.co');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Abcdefg1');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Abcdefg2');
    await expectAccessible(page, 'new password, not matching');
    await page.goto('/activate?p=not-a-real-code&u=someone%40example.com');
    await expectAccessible(page, 'activation link that does not work');

    const account = await createActiveAccount(request, smtp);
    const session = await signInViaApi(request, account);
    const created = await createPostingViaApi(request, session, {
      puesto: 'Vendedor/a de salón',
      tareas_a_realizar: 'Atención de clientes en el salón de ventas.',
      condiciones_necesarias: ['Al menos 3 años de experiencia en ventas'],
      condiciones_deseables: ['Inglés avanzado'],
    });
    const ids = linkIds(created.link);
    await applyAll(request, ids, [
      cvOf({ name: 'José Núñez', email: 'jose.nunez@example.com', phone: '+54 9 11 5555-0101', lines: ['Experiencia en ventas de 5 años en salón comercial.', 'Inglés avanzado (C1).'] }),
      // Six months of sales, well short of the three years asked: the AI advises against her (decision 057).
      cvOf({ name: 'Ana Pérez', email: 'ana.perez@example.com', lines: ['Cocinera en restaurante durante 4 años.', 'Experiencia', 'Vendedora, Feria Artesanal del Sur, 03/2024 - 08/2024'] }),
      // José again, with the same e-mail (merged into José below), and Laura with his phone (a possible duplicate).
      cvOf({ name: 'Pepe Núñez', email: 'jose.nunez@example.com', lines: ['Vendedor en salón comercial durante 6 años.'] }, 'pepe.pdf'),
      cvOf({ name: 'Laura Sosa', email: 'laura.sosa@example.com', phone: '+54 9 11 5555-0101', lines: ['Cajera durante 2 años.'] }),
    ]);
    await waitForAnalyses(request, session, created.evaluacion_id, 4);
    const before = await allApplicants(request, session, created.evaluacion_id);
    const merged = await request.post('/api/jobsearch/applicant/merge', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        evaluacion_id: created.evaluacion_id,
        postulacion_id: before.find((a) => a.nombre_persona === 'José Núñez')?.postulacion_id,
        postulacion_id_duplicado: before.find((a) => a.nombre_persona === 'Pepe Núñez')?.postulacion_id,
      },
    });
    expect(merged.ok(), await merged.text()).toBe(true);

    // The candidate's page, before signing in.
    await page.goto(`/applicant_old/${ids.empresa_id}/${ids.evaluacion_id}`);
    await expect(page.getByRole('heading', { name: 'Vendedor/a de salón' })).toBeVisible();
    await expectAccessible(page, 'public upload');

    await startSignedIn(page, session);
    await page.goto('/dashboard');
    await expect(page.getByText('Vendedor/a de salón')).toBeVisible();
    await expectAccessible(page, 'dashboard');
    await page.goto('/create-job');
    await expectAccessible(page, 'create job');
    await page.goto(`/job/${created.evaluacion_id}`);
    await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await expectAccessible(page, 'job detail');
    await page.goto(`/job/${created.evaluacion_id}/applicants`);
    await expect(page.getByRole('button', { name: 'Posible duplicado' }).first()).toBeVisible();
    await expect(page.getByText('+1 postulación unida')).toBeVisible();
    await expectAccessible(page, 'applicants, with a possible duplicate and a merged application');
    await page.getByRole('button', { name: 'Ver el detalle de José Núñez' }).click();
    const detail = page.getByRole('dialog', { name: 'José Núñez' });
    await expect(detail.getByRole('list', { name: 'Posibles duplicados' })).toBeVisible();
    await expect(detail.getByRole('list', { name: 'Postulaciones unidas' })).toBeVisible();
    await expectAccessible(page, 'applicant detail, with a possible duplicate and a merged application');
    await detail.getByRole('button', { name: 'Unir a este postulante: Laura Sosa' }).click();
    await expect(page.getByRole('dialog', { name: '¿Unir estas postulaciones?' })).toBeVisible();
    await expectAccessible(page, 'merge confirmation');
    await page.getByRole('dialog', { name: '¿Unir estas postulaciones?' }).getByRole('button', { name: 'Cancelar' }).click();
    await page.goto('/applicant-marks');
    await expectAccessible(page, 'applicant marks');
    await page.goto(`/job/${created.evaluacion_id}/import-applicants`);
    await expectAccessible(page, 'import choice');
    await page.goto(`/job/${created.evaluacion_id}/import-from-previous-jobsearchs`);
    await expectAccessible(page, 'import from earlier postings');
    await page.goto(`/job/${created.evaluacion_id}/import-google-drive`);
    await expectAccessible(page, 'import from Drive');

    // A screening for José, and the interview page he answers on his phone.
    const jose = (await allApplicants(request, session, created.evaluacion_id)).find((a) => a.nombre_persona === 'José Núñez')!;
    const interview = await request.put('/api/interview', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        evaluacion_id: created.evaluacion_id,
        postulacion_id: jose.postulacion_id,
        preguntas: [
          { numero: 1, pregunta: '¿Cuándo podrías empezar a trabajar?', tipo: 'general' },
          { numero: 2, pregunta: '¿Qué te gusta de la atención al público?', tipo: 'postulante' },
        ],
      },
    });
    expect(interview.ok(), await interview.text()).toBe(true);
    const interviewLink = new URL(((await interview.json()) as { link_entrevista: string }).link_entrevista);
    await page.goto(`/job/${created.evaluacion_id}/screening/${jose.postulacion_id}`);
    await expect(page.getByRole('heading', { name: /José Núñez/, level: 1 })).toBeVisible();
    await expectAccessible(page, 'screening');
    // Ana misses the mandatory condition: the AI's advice, and the recruiter's choice to go ahead with a reason.
    const ana = (await allApplicants(request, session, created.evaluacion_id)).find((a) => a.nombre_persona === 'Ana Pérez')!;
    await page.goto(`/job/${created.evaluacion_id}/screening/${ana.postulacion_id}`);
    await page.getByRole('checkbox', { name: 'Entrevistar igualmente' }).check();
    await expect(page.getByRole('textbox', { name: 'Motivo (opcional)' })).toBeVisible();
    await expectAccessible(page, 'screening the AI advises against');
    await page.goto(`/job/${created.evaluacion_id}`);
    await page.getByRole('button', { name: 'Compartir en redes' }).click();
    await page.waitForURL('**/social-media-post');
    await expectAccessible(page, 'social post');
    await page.goto('/auth/linkedin/callback?error=user_cancelled_login&state=abc');
    await expectAccessible(page, 'LinkedIn callback, not authorised');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/job/${created.evaluacion_id}/applicants`);
    await page.getByRole('button', { name: 'Ver el detalle de José Núñez' }).click();
    await expect(page.getByRole('dialog', { name: 'José Núñez' }).getByRole('list', { name: 'Postulaciones unidas' })).toBeVisible();
    await expectAccessible(page, 'applicant detail on a phone, with a possible duplicate and a merged application');
    await page.goto(interviewLink.pathname + interviewLink.search);
    await expect(page.getByText('¿Cuándo podrías empezar a trabajar?')).toBeVisible();
    await expectAccessible(page, 'candidate interview on a phone');

    // José answers and sends; the recruiter reads the result.
    const iv = interviewLink.searchParams.get('iv')!;
    for (const numero of [1, 2]) {
      const answered = await request.put('/api/public/interview/answer', { data: { iv, numero, respuesta: 'Desde el lunes, con gusto.' } });
      expect(answered.ok()).toBe(true);
    }
    expect((await request.post('/api/public/interview/submit', { data: { iv } })).ok()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/job/${created.evaluacion_id}/screening-resume/${jose.postulacion_id}`);
    await expect(page.getByText('Desde el lunes, con gusto.').first()).toBeVisible();
    await expectAccessible(page, 'screening result');
  });
}
