import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { driveImportsCall, googleDriveCall, type DriveImport } from '@postula/contract/imports';
import { buildDocx, buildPdf, paragraph } from '../../../testing/document-fixtures';
import { createDriveClient, DOCX_MIME, GOOGLE_DOC_MIME, PDF_MIME } from '../../../platform/drive/drive-client';
import { createPosting, uploadCv, waitForAnalyses } from '../../../testing/applicants';
import { startDriveStandIn, type DriveStandIn, type DriveStandInFile } from '../../../testing/drive-stand-in';
import { seedCompany, type SeededCompany } from '../../../testing/seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { updatePostingLimits } from '../../postings/postings.repository';
import { importFromDrive, resumeDriveImports } from './drive.jobs';

const BIG = 'B1gF0lderWithManyCvs0123456789abc';
const SMALL = 'Sma11F0lderWithSixCvs0123456789ab';
const PRIVATE = 'Pr1vateF0lderNotShared0123456789a';
const MISSING = 'M1ssingF0lderThatDoesNotExist0123';
const EMPTY = 'EmptyF0lderWithoutAnyCv0123456789';
const SAME = 'SameMailF0lderTwoCvsOfOne01234567';

const folderUrl = (id: string) => `https://drive.google.com/drive/folders/${id}?usp=sharing`;
const pdfFile = (name: string): DriveStandInFile => ({
  name,
  mimeType: PDF_MIME,
  bytes: buildPdf([`CV de ${name}`, 'Experiencia en programación de aplicaciones web durante cinco años.']),
});
const docx = (text: string) => buildDocx({ bodyXml: paragraph(text) });

let drive: DriveStandIn;

beforeAll(async () => {
  drive = await startDriveStandIn({
    folders: [
      {
        id: BIG,
        name: 'CVs <2026> & más',
        files: [
          { name: 'foto.jpg', mimeType: 'image/jpeg', bytes: 'jpeg bytes' },
          { name: 'ana.docx', mimeType: DOCX_MIME, bytes: docx('Ana, programadora con experiencia en programación') },
          { name: 'Diego CV', mimeType: GOOGLE_DOC_MIME, bytes: docx('Diego, desarrollador con experiencia en programación') },
          { name: "Tom & 'Jerry' notas.pdf", mimeType: PDF_MIME, bytes: 'just a text file disguised as a PDF' },
          ...Array.from({ length: 110 }, (_, i) => pdfFile(`cv-${String(i).padStart(3, '0')}.pdf`)),
        ],
      },
      { id: SMALL, name: 'Seis', files: Array.from({ length: 6 }, (_, i) => pdfFile(`seis-${i}.pdf`)) },
      { id: PRIVATE, name: 'Privada', public: false, files: [pdfFile('secreto.pdf')] },
      { id: EMPTY, name: 'Vacía', files: [{ name: 'planilla', mimeType: 'application/vnd.google-apps.spreadsheet' }] },
      {
        id: SAME,
        name: 'Misma dirección',
        files: ['2024', '2025'].map((year) => ({
          name: `maria-${year}.pdf`,
          mimeType: PDF_MIME,
          bytes: buildPdf(['María Sosa', 'maria.sosa@example.com', `CV ${year}: vendedora con experiencia en programación`]),
        })),
      },
    ],
  });
});
afterAll(async () => {
  await drive?.close();
});
beforeEach(() => {
  drive.clearFaults();
});

const driveEnv = () => ({ GOOGLE_API_KEY: drive.apiKey, GOOGLE_API_BASE_URL: drive.baseUrl, GOOGLE_API_RETRY_DELAY_MS: '1' });

async function latest(t: TestApp, company: SeededCompany, postingId: number): Promise<DriveImport> {
  const status = await t.call(driveImportsCall, { params: { evaluacion_id: postingId }, token: company.token });
  expect(status.status).toBe(200);
  return status.data!.importaciones[0]!;
}

async function waitForImport(t: TestApp, company: SeededCompany, postingId: number): Promise<DriveImport> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const current = await latest(t, company, postingId);
    if (current.estado === 'terminada' || current.estado === 'fallida') return current;
    if (Date.now() > deadline) expect.fail(`import still ${current.estado}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function countRows(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.database.executeSql(sql, params);
  return (rows[0] as { n: number }).n;
}

describe('Drive import through the real app, with workers', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp(driveEnv());
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (postingId: number, url: string, company = acme, language: 'es' | 'en' | 'pt' = 'es') =>
    t.call(googleDriveCall, { body: { evaluacion_id: postingId, url_google_drive_folder: url }, token: company.token, language });

  it('refuses links that are not Drive folders, and other companies\' postings', async () => {
    const postingId = await createPosting(t, acme);
    for (const url of ['https://evil.example/drive/folders/' + BIG, 'https://drive.google.com/file/d/' + BIG + '/view']) {
      const answer = await start(postingId, url);
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'drive_folder_link', field: 'url_google_drive_folder' });
    }
    expect((await start(postingId, folderUrl(BIG), other)).status).toBe(404);
    expect((await t.call(driveImportsCall, { params: { evaluacion_id: postingId }, token: other.token })).status).toBe(404);
    const status = await t.call(driveImportsCall, { params: { evaluacion_id: postingId }, token: acme.token });
    expect(status.data).toEqual({ configurado: true, importaciones: [] });
  });

  it('imports the first 100 CV files of a paged folder, skipping what is not a CV or past the maximum, and e-mails the report', async () => {
    const postingId = await createPosting(t, acme);
    await updatePostingLimits(t.database.db, postingId, { maxCvs: 10 });
    const answer = await start(postingId, folderUrl(BIG), acme, 'en');
    expect(answer.status).toBe(200);
    expect(answer.data!.message).toBe("We are importing the CVs in the folder. It may take several minutes; we'll e-mail you when it's done.");

    const ended = await waitForImport(t, acme, postingId);
    expect(ended).toMatchObject({
      importacion_id: answer.data!.importacion_id,
      estado: 'terminada',
      carpeta: 'CVs <2026> & más',
      archivos: 100,
      procesados: 100,
      importados: 10,
      omitidos: 90,
      fallidos: 0,
      motivo: null,
    });
    expect(ended.fecha_fin).not.toBeNull();
    // More than one page of 100 was read, and only the first 100 CVs were downloaded.
    expect(drive.requests.filter((r) => r.kind === 'list' && r.id === BIG).length).toBeGreaterThan(1);
    const downloads = drive.requests.filter((r) => r.kind === 'download' || r.kind === 'export').map((r) => r.id);
    expect(downloads).toContain(drive.idOf('cv-096.pdf'));
    expect(downloads).not.toContain(drive.idOf('cv-097.pdf'));
    expect(downloads).not.toContain(drive.idOf('foto.jpg'));

    const applicants = await waitForAnalyses(t, acme, postingId, 10);
    expect(applicants.filter((a) => a.analisis.estado === 'done')).toHaveLength(10);

    const mail = await t.smtp.waitFor(acme.email, (m) => m.subject.includes('Google Drive'));
    expect(mail.subject).toBe('Terminó la importación de CV desde Google Drive');
    expect(mail.text).toContain('Importados: 10. Omitidos: 90. Con errores: 0.');
    expect(mail.text).toContain("Tom & 'Jerry' notas.pdf: omitido: no es un PDF ni un documento de Word");
    expect(mail.text).toContain('cv-096.pdf: omitido: el aviso llegó a su máximo de CV');
    expect(mail.text).toContain('ana.docx: importado');
    expect(mail.text).toContain('Diego CV: importado');
    expect(mail.text).toContain('La carpeta tiene más de 100 CV');
    expect(mail.text).toContain('no se leyeron: 1.');
    // Names from the folder are text, never markup.
    expect(mail.html).not.toContain('<2026>');
    expect(mail.html).toContain('CVs &#60;2026&#62; &#38; más');
    expect(mail.html).toContain('Tom &#38; &#39;Jerry&#39; notas.pdf');

    // A second import of the same folder adds nobody: the posting is full, and nothing is imported twice.
    const again = await start(postingId, folderUrl(BIG));
    expect(again.status).toBe(200);
    const second = await waitForImport(t, acme, postingId);
    expect(second).toMatchObject({ estado: 'terminada', importados: 0, omitidos: 100 });
    expect(await countRows(t, 'select count(*)::int as n from applications where posting_id = $1', [postingId])).toBe(10);
  });

  it.each([
    ['private', PRIVATE],
    ['missing', MISSING],
  ])('ends a %s folder as failed with its reason, and says so by e-mail', async (_, folderId) => {
    const postingId = await createPosting(t, acme);
    expect((await start(postingId, folderUrl(folderId))).status).toBe(200);
    const ended = await waitForImport(t, acme, postingId);
    expect(ended).toMatchObject({ estado: 'fallida', importados: 0, archivos: 0 });
    expect(ended.motivo).toMatch(/^La carpeta no existe o no es pública/);
    const mail = await t.smtp.waitFor(acme.email, (m) => m.subject.startsWith('No se pudo') && m.text.includes(`/job/${postingId}/`));
    expect(mail.text).toContain('La carpeta no existe o no es pública');
  });

  it('ends a folder without CVs as finished with nothing imported', async () => {
    const postingId = await createPosting(t, acme);
    expect((await start(postingId, folderUrl(EMPTY))).status).toBe(200);
    const ended = await waitForImport(t, acme, postingId);
    expect(ended).toMatchObject({ estado: 'terminada', carpeta: 'Vacía', archivos: 0, importados: 0, motivo: 'La carpeta no tiene CV (PDF, DOC, DOCX o documentos de Google).' });
    await t.smtp.waitFor(acme.email, (m) => m.text.includes(`/job/${postingId}/`) && m.text.includes('Importados: 0.'));
  });

  it('imports CVs that print an applicant’s e-mail as applicants of their own, flagged, never merged (decision 017)', async () => {
    const postingId = await createPosting(t, acme);
    const upload = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: postingId,
      file: { bytes: buildPdf(['María Sosa', 'maria.sosa@example.com', 'Vendedora con experiencia en programación']), name: 'maria.pdf' },
    });
    expect(upload.status).toBe(200);
    const [applied] = await waitForAnalyses(t, acme, postingId, 1);
    expect((await start(postingId, folderUrl(SAME))).status).toBe(200);
    expect(await waitForImport(t, acme, postingId)).toMatchObject({ estado: 'terminada', importados: 2 });
    const all = await waitForAnalyses(t, acme, postingId, 3);
    expect(all.map((a) => a.correo)).toEqual(['maria.sosa@example.com', 'maria.sosa@example.com', 'maria.sosa@example.com']);
    const first = all.find((a) => a.id === applied!.id)!;
    expect(first.posibles_duplicados.map((d) => d.coincide)).toEqual([['correo'], ['correo']]);
  });

  it('retries downloads whose connection drops half-way, and imports every file once', async () => {
    const postingId = await createPosting(t, acme);
    drive.fail({ on: 'download', id: drive.idOf('seis-2.pdf'), times: 2, fault: { kind: 'drop_midway' } });
    expect((await start(postingId, folderUrl(SMALL))).status).toBe(200);
    expect(await waitForImport(t, acme, postingId)).toMatchObject({ estado: 'terminada', importados: 6, fallidos: 0 });
    expect(drive.requests.filter((r) => r.fault === 'drop_midway')).toHaveLength(2);
    expect(await countRows(t, 'select count(*)::int as n from applications where posting_id = $1', [postingId])).toBe(6);
  });
});

describe('Drive import job run by hand (restarts, failures, one at a time)', () => {
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp(driveEnv(), { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const handler = () =>
    importFromDrive({
      db: t.database.db,
      queue: t.queue,
      storage: t.storage,
      drive: createDriveClient({ apiKey: drive.apiKey, baseUrl: drive.baseUrl, retryDelayMs: 1, maxRetries: 2 }),
      config: t.config,
    });
  const start = async (postingId: number, folderId = SMALL) => {
    const answer = await t.call(googleDriveCall, { body: { evaluacion_id: postingId, url_google_drive_folder: folderUrl(folderId) }, token: acme.token });
    expect(answer.status).toBe(200);
    return answer.data!.importacion_id;
  };
  const applicantsOf = (postingId: number) => countRows(t, 'select count(*)::int as n from applications where posting_id = $1', [postingId]);
  const outboxFor = (postingId: number) =>
    countRows(t, `select count(*)::int as n from outbox where text like $1`, [`%/job/${postingId}/applicants%`]);

  it('allows one import at a time per posting', async () => {
    const postingId = await createPosting(t, acme);
    const importId = await start(postingId);
    const second = await t.call(googleDriveCall, { body: { evaluacion_id: postingId, url_google_drive_folder: folderUrl(SMALL) }, token: acme.token });
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'drive_import_running' });
    expect(await latest(t, acme, postingId)).toMatchObject({ importacion_id: importId, estado: 'en_cola', procesados: 0 });
    await handler()({ importId });
    expect((await start(postingId)) > importId).toBe(true);
  });

  it('goes on after a restart half-way without importing anything twice, and e-mails once', async () => {
    const postingId = await createPosting(t, acme);
    const importId = await start(postingId);
    // The connection keeps dropping from the third download: the first run stops half-way.
    drive.fail({ on: 'download', nth: 3, times: Infinity, fault: { kind: 'drop' } });
    await expect(handler()({ importId })).rejects.toThrow();
    expect(await latest(t, acme, postingId)).toMatchObject({ estado: 'en_proceso', procesados: 2, importados: 2 });
    expect(await applicantsOf(postingId)).toBe(2);

    // The server restarts: the import is queued again and its job runs again, twice (a duplicate is harmless).
    drive.clearFaults();
    expect(await resumeDriveImports({ db: t.database.db, queue: t.queue })).toBeGreaterThanOrEqual(1);
    await Promise.all([handler()({ importId }), handler()({ importId })]);
    await handler()({ importId });
    expect(await latest(t, acme, postingId)).toMatchObject({ estado: 'terminada', archivos: 6, procesados: 6, importados: 6, omitidos: 0 });
    expect(await applicantsOf(postingId)).toBe(6);
    expect(await countRows(t, 'select count(distinct drive_file_id)::int as n from drive_import_files where import_id = $1', [importId])).toBe(6);
    expect(await countRows(t, 'select count(*)::int as n from drive_import_files where import_id = $1', [importId])).toBe(6);
    expect(await outboxFor(postingId)).toBe(1);
  });

  it('ends as failed on the last attempt when Drive keeps failing, keeping what was imported', async () => {
    const postingId = await createPosting(t, acme);
    const importId = await start(postingId);
    drive.fail({ on: 'download', nth: 3, times: Infinity, fault: { kind: 'drop_midway' } });
    await expect(handler()({ importId })).rejects.toThrow();
    await expect(handler()({ importId })).rejects.toThrow();
    await handler()({ importId });
    const ended = await latest(t, acme, postingId);
    expect(ended).toMatchObject({ estado: 'fallida', importados: 2 });
    expect(ended.motivo).toMatch(/^Google Drive no respondió/);
    expect(await applicantsOf(postingId)).toBe(2);
    expect(await outboxFor(postingId)).toBe(1);

    // Once Drive is back, a new import takes the rest, and the first two are not imported again.
    drive.clearFaults();
    const next = await start(postingId);
    await handler()({ importId: next });
    expect(await latest(t, acme, postingId)).toMatchObject({ estado: 'terminada', importados: 4, omitidos: 2 });
    expect(await applicantsOf(postingId)).toBe(6);
  });
});

describe('Drive import without GOOGLE_API_KEY', () => {
  let t: TestApp;
  let acme: SeededCompany;
  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 and says it is not configured', async () => {
    const postingId = await createPosting(t, acme);
    const answer = await t.call(googleDriveCall, { body: { evaluacion_id: postingId, url_google_drive_folder: folderUrl(SMALL) }, token: acme.token });
    expect(answer.status).toBe(503);
    expect(answer.error).toMatchObject({ code: 'drive_not_configured' });
    const status = await t.call(driveImportsCall, { params: { evaluacion_id: postingId }, token: acme.token });
    expect(status.data).toEqual({ configurado: false, importaciones: [] });
  });
});
