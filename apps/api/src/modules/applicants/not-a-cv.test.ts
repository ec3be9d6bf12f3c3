import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildPdfPages, paragraph } from '../../testing/document-fixtures';
import { corpusFile, createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { englishBook, portugueseProjectReport, spanishProjectReport, type Page } from '../../testing/long-documents';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../testing/openai-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Issue 14, through the real upload and the real workers: an empty or near-empty document ends as 'empty', a
 * document that is plainly not a CV as 'not_a_cv', both kept as applicants with their file and no score; a
 * real CV is still scored. Decided before the engine, so the OpenAI-compatible one is never asked either.
 */

const docx = (lines: string[]) => buildDocx({ bodyXml: lines.map((line) => paragraph(line)).join('') });
const reportDocx = (pages: Page[]) => docx(pages.flat());

/**
 * Near-empty Word documents as candidates send them: a title, a name, a link, a lone word, a template's page
 * header. None gives an e-mail or a phone: a document that does is scored, so the recruiter can reach its sender.
 */
const NEAR_EMPTY: Array<[string, Uint8Array]> = [
  ['hoja-de-vida.docx', docx(['HOJA DE VIDA', '', 'Juan Pérez'])],
  ['curriculo.docx', docx(['Currículo'])],
  ['resume.docx', docx(['Resume', 'John Smith', 'https://www.linkedin.com/in/johnsmith'])],
  ['x.docx', docx(['x'])],
  ['cabecera.docx', buildDocx({ bodyXml: paragraph(' '), headerXml: paragraph('Curriculum Vitae') })],
];

describe('with the embedded engine', () => {
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (postingId: number, bytes: Uint8Array, name: string) =>
    uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes, name } });

  it.each(NEAR_EMPTY)('%s, near-empty, is kept as an applicant whose analysis failed as empty, with no score', async (name, bytes) => {
    const postingId = await createPosting(t, acme, { puesto: 'Vendedor' });
    expect((await send(postingId, bytes, name)).status).toBe(200);
    const [applicant] = await waitForAnalyses(t, acme, postingId, 1);
    expect(applicant).toMatchObject({
      nombre_persona: null,
      calificacion: null,
      resumen_cv: null,
      analisis: { estado: 'failed', motivo: 'empty', motor_ia: null, condiciones: [] },
    });
    // Kept with its file: the recruiter can open what the candidate sent.
    const download = await t.app.inject({ method: 'GET', url: applicant!.path_cv! });
    expect(download.statusCode).toBe(200);
    expect(Buffer.from(download.rawPayload)).toEqual(Buffer.from(bytes));
  });

  it.each([
    ['a 31-page project report in Spanish, as Word', 'informe-final.docx', () => reportDocx(spanishProjectReport())],
    ['a project report in Portuguese, as a 24-page PDF', 'relatorio.pdf', () => buildPdfPages(portugueseProjectReport())],
    ['a book in English, as a 40-page PDF', 'book.pdf', () => buildPdfPages(englishBook())],
  ])('%s is kept as an applicant whose analysis failed as not_a_cv, with no score', async (_, name, build) => {
    const postingId = await createPosting(t, acme, { puesto: 'Desarrollador de software' });
    expect((await send(postingId, build(), name)).status).toBe(200);
    const [applicant] = await waitForAnalyses(t, acme, postingId, 1);
    expect(applicant).toMatchObject({
      nombre_persona: null,
      correo: null,
      calificacion: null,
      analisis: { estado: 'failed', motivo: 'not_a_cv', condiciones: [] },
    });
    expect(applicant!.path_cv).toBeTruthy();
  });

  it('the 117-page textbook of the corpus is not a CV', { timeout: 60_000 }, async () => {
    const postingId = await createPosting(t, acme, { puesto: 'Profesor de matemática' });
    const bytes = corpusFile('hostile/py-pdf__sample-files__GeoTopo-komprimiert.pdf');
    expect((await send(postingId, bytes, 'GeoTopo.pdf')).status).toBe(200);
    const [applicant] = await waitForAnalyses(t, acme, postingId, 1);
    expect(applicant).toMatchObject({ calificacion: null, analisis: { estado: 'failed', motivo: 'not_a_cv' } });
  });

  it('real CVs are still scored: a long academic one, the shortest one, a short synthetic one, a contact card', { timeout: 60_000 }, async () => {
    const postingId = await createPosting(t, acme, { puesto: 'Investigador en geofísica' });
    const tiny = docx(['María Sosa', 'maria.sosa@example.com', 'Vendedora con experiencia en atención al público y caja.']);
    const sent: Array<[string, Uint8Array]> = [
      ['santisoler.pdf', corpusFile('cvs/santisoler__cv__cv.pdf')],
      ['luciana.pdf', corpusFile('cvs/andreterceiro__luciana__cv.pdf')],
      ['maria.docx', tiny],
      // Near-empty, but it gives a way to reach its sender: scored, so the recruiter sees the e-mail.
      ['contacto.docx', docx(['Curriculum Vitae', 'John Smith', 'john.smith@example.com'])],
    ];
    for (const [name, bytes] of sent) expect((await send(postingId, bytes, name)).status).toBe(200);
    const applicants = await waitForAnalyses(t, acme, postingId, sent.length);
    for (const applicant of applicants) {
      expect(applicant.analisis, applicant.nombre_persona ?? '').toMatchObject({ estado: 'done', motivo: null, motor_ia: 'embedded' });
      expect(applicant.calificacion).not.toBeNull();
    }
    expect(applicants.map((a) => a.correo).sort()).toEqual(['john.smith@example.com', 'lucianagt363@gmail.com', 'maria.sosa@example.com', 'santisoler@fastmail.com']);
  });
});

describe('with an OpenAI-compatible engine', () => {
  let ai: OpenAiStandIn;
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    ai.behave({ kind: 'auto' });
    t = await createTestApp({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey, AI_MODEL: 'gpt-test', PUBLIC_UPLOAD_LIMIT: '1000' });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it('the model is never asked about an empty document or a report; a real CV is still scored by it', { timeout: 60_000 }, async () => {
    const postingId = await createPosting(t, acme, { puesto: 'Economista' });
    const send = (bytes: Uint8Array, name: string) => uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes, name } });
    expect((await send(docx(['Curriculum Vitae']), 'cv.docx')).status).toBe(200);
    expect((await send(reportDocx(spanishProjectReport()), 'informe.docx')).status).toBe(200);
    const failed = await waitForAnalyses(t, acme, postingId, 2);
    expect(failed.map((a) => a.analisis.motivo).sort()).toEqual(['empty', 'not_a_cv']);
    expect(ai.requests).toHaveLength(0);

    expect((await send(corpusFile('cvs/fjuniorr__Awesome-CV__cv_en.pdf'), 'cv.pdf')).status).toBe(200);
    const all = await waitForAnalyses(t, acme, postingId, 3);
    const scored = all.find((a) => a.analisis.estado === 'done');
    expect(scored).toMatchObject({ correo: 'fjunior.alves.oliveira@gmail.com', analisis: { motor_ia: 'openai:gpt-test' } });
    expect(scored!.calificacion).not.toBeNull();
    expect(ai.requests.length).toBeGreaterThan(0);
  });
});
