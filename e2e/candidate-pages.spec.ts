// The callbacks of page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures';
import { CEILING_BYTES, WEB_DIR, pageLoad, readChunksReport, type CandidatePageName } from './support/candidate-build';
import { createPostingViaApi, signInViaApi } from './support/session';
import { createActiveAccount } from './support/accounts';
import { linkIds } from './support/public-upload';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { SMTP_PORT } from './support/env';

// Issue 17 (decision 031): the candidate's pages load only what they need. Read from the build the webServer of
// this suite made (`npm start` builds the web app when it is stale), and then through the real server.

const ROOT = join(WEB_DIR, '../..');
/** A module's path from the repository's root, with forward slashes. */
const fromRoot = (module: string) => relative(ROOT, module.replace(/^\0/, '').split('?')[0] ?? module).split('\\').join('/');

const PAGE_FEATURE: Record<CandidatePageName, string> = {
  upload: 'apps/web/src/features/applicants/intake/',
  interview: 'apps/web/src/features/screening/interview/',
  'my-data': 'apps/web/src/features/privacy/my-data/',
};
/** The contract modules a page may hold: the shared basics, and its own calls' module (never a whole domain's). */
const PAGE_CONTRACT: Record<CandidatePageName, string[]> = {
  upload: ['applicants/intake'],
  interview: ['screening/interview'],
  // The private page's calls, the analysis's words, and the notice's privacy details it shows again (intake's).
  'my-data': ['applicants/my-data', 'applicants/analysis-terms', 'applicants/intake'],
};
// text-rule, not text: text.ts adds the classic zod builders of the recruiter's schemas (decision 048).
const SHARED_CONTRACT = ['call', 'constants', 'errors', 'text-rule', 'candidate-pages'];
/** Packages the recruiter's app uses and the candidate's pages must not load before they are used. */
const RECRUITER_PACKAGES = ['react-dom', 'react-router', 'scheduler', 'sonner', '@radix-ui', 'react-remove-scroll', 'react-hook-form', '@hookform', 'qrcode'];

const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];

for (const name of ['upload', 'interview', 'my-data'] as const) {
  test(`the ${name} page's code holds none of the recruiter's app, no other contract module, no whole icon set, and fits in 80 KB`, () => {
    const load = pageLoad(name);
    const modules = load.modules.map(fromRoot);
    expect(modules.length).toBeGreaterThan(0);

    const web = modules.filter((module) => module.startsWith('apps/web/src/'));
    // The recruiter's shell and every other feature stay out; the other candidate page too.
    expect(web.filter((module) => module.startsWith('apps/web/src/app/'))).toEqual([]);
    expect(web.filter((module) => module.startsWith('apps/web/src/features/') && !module.startsWith(PAGE_FEATURE[name]))).toEqual([]);
    // Texts come in one language, on demand: no locale file is part of the page's code, and a language's
    // texts chunks hold that language's files and this page's texts only.
    expect(web.filter((module) => module.includes('/locales/'))).toEqual([]);
    const texts = load.textModules.map(fromRoot);
    const language = new RegExp(`/texts/${name}/([a-z]{2})\\.ts$`).exec(texts.find((module) => module.includes('/candidate/texts/')) ?? '')?.[1];
    expect(language).toBeTruthy();
    expect(texts.filter((module) => !module.includes(`/texts/${name}/${language}.ts`) && !module.includes(`/locales/${language}/`))).toEqual([]);

    const contract = modules
      .filter((module) => module.startsWith('packages/contract/src/'))
      .map((module) => module.replace('packages/contract/src/', '').replace(/\.ts$/, ''));
    expect(contract).toEqual(expect.arrayContaining(PAGE_CONTRACT[name]));
    expect(contract.filter((module) => ![...SHARED_CONTRACT, ...PAGE_CONTRACT[name]].includes(module))).toEqual([]);

    // zod/mini only (decision 048): its classic API comes whole, about 14 KB of Brotli more, whatever a page uses of it.
    expect(modules.filter((module) => /node_modules\/zod\/(?!v4\/(?:core|mini)\/)/.test(module) || module.endsWith('/src/lib/zod-browser.ts'))).toEqual([]);
    expect(modules.some((module) => module.startsWith('node_modules/zod/v4/mini/'))).toBe(true);

    const packages = new Set(modules.flatMap((module) => packageOf(module) ?? []));
    expect([...packages].filter((pkg) => RECRUITER_PACKAGES.some((recruiter) => pkg === recruiter || pkg.startsWith(`${recruiter}/`)))).toEqual([]);
    expect(packages).toContain('preact');
    expect(packages).not.toContain('react');
    // lucide-react is imported icon by icon: a handful of icons, not its 1,600.
    const icons = modules.filter((module) => module.includes('/lucide-react/dist/esm/icons/'));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.length).toBeLessThan(20);

    // The modals' code (Radix) loads after the page is usable.
    expect(load.onDemandModules.some((module) => module.includes('/node_modules/@radix-ui/react-dialog/'))).toBe(true);

    // Every file of the page's code is one its style sheet names (Tailwind writes the classes of those only).
    const css = ['pages.css', `${name}.css`].map((file) => readFileSync(join(WEB_DIR, 'src/candidate', file), 'utf8')).join('\n');
    const sources = [...css.matchAll(/@source '([^']+)'/g)].map((match) =>
      fromRoot(join(WEB_DIR, 'src/candidate', (match[1] ?? '').replace(/\{[^}]*\}.*$/, ''))),
    );
    const named = (module: string) =>
      sources.some((source) => module === source || module.startsWith(source.endsWith('/') ? source : `${source}/`) || module.startsWith(source));
    expect(web.filter((module) => /\.tsx$/.test(module) && !named(module))).toEqual([]);

    const bytes = [...load.brotliBytes.values()].reduce((sum, size) => sum + size, 0);
    expect(bytes, `Brotli bytes of ${load.files.join(', ')}`).toBeLessThanOrEqual(CEILING_BYTES);
  });
}

test.describe('through the server', () => {
  // The candidate's page is opened from a phone, most of the time.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  let smtp: SmtpCapture;
  test.beforeAll(async () => {
    smtp = await startSmtpCapture(SMTP_PORT);
  });
  // The other specs listen on the same port: each file frees it when it is done.
  test.afterAll(async () => {
    await smtp.close();
  });

  test("the candidate's pages are served their own small app, and the recruiter's pages the recruiter's", async ({ page, request }) => {
    const candidateFiles = new Set(readChunksReport().map((chunk) => chunk.file));
    const requested: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (/\.(?:js|css)$/.test(pathname)) requested.push(pathname.slice(1));
    });
    const recruiterAssets = () => requested.filter((file) => file.startsWith('assets/') && file.endsWith('.js') && !candidateFiles.has(file));

    const account = await createActiveAccount(request, smtp);
    const session = await signInViaApi(request, account);
    const created = await createPostingViaApi(request, session, {
      puesto: 'Cajero/a',
      tareas_a_realizar: 'Cobro en caja y atención de clientes.',
      condiciones_necesarias: [],
      condiciones_deseables: [],
    });
    // The posting's public link, as its QR code opens it: the upload page, at its own address.
    await page.goto(linkIds(created.link).path);
    await expect(page.getByRole('heading', { level: 1, name: 'Cajero/a' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/applicant_old/\\d+/${created.evaluacion_id}$`));
    expect(requested.length).toBeGreaterThan(2);
    expect(recruiterAssets()).toEqual([]);

    // The interview page, with a link that names no interview.
    requested.length = 0;
    await page.goto('/interview?iv=0123456789abcdefghij0123');
    await expect(page.getByText('Este enlace de entrevista no existe o ya no es válido.')).toBeVisible();
    expect(requested.length).toBeGreaterThan(2);
    expect(recruiterAssets()).toEqual([]);

    // The candidate's private page (issue 19), with a key that opens no application.
    requested.length = 0;
    await page.goto('/my-application?t=0123456789abcdefghij0123456789abcdefghij012');
    await expect(page.getByText('Este enlace ya no abre ninguna postulación: fue borrada, o el enlace está incompleto.')).toBeVisible();
    expect(requested.length).toBeGreaterThan(2);
    expect(recruiterAssets()).toEqual([]);

    // Any other address is the recruiter's app.
    requested.length = 0;
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    expect(recruiterAssets().length).toBeGreaterThan(0);
  });
});
