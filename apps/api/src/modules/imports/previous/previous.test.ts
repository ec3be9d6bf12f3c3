import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANDATORY_NOT_MET_MAX_SCORE } from '@postula/contract/constants';
import { importProcessCall, listForImportCall, type ImportProcessRequest } from '@postula/contract/imports';
import { jobDetailCall } from '@postula/contract/postings';
import { createMarkCall } from '@postula/contract/marks';
import { buildPdf } from '../../../testing/document-fixtures';
import { corpusFile, createPosting, insertApplicantRow, uploadCv, waitForAnalyses } from '../../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../../testing/seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import * as analysisRepo from '../../applicants/analysis/analysis.repository';
import * as cvFilesRepo from '../../applicants/cv-files/cv-files.repository';
import * as reviewRepo from '../../applicants/review/review.repository';
import * as searchRepo from '../../applicants/search/search.repository';
import { findPosting, updatePostingLimits } from '../../postings/postings.repository';

const storedFiles = (t: TestApp) => {
  try {
    return readdirSync(t.config.FILES_DIR, { recursive: true }).filter((f) => String(f).split('/').length === 3).length;
  } catch {
    return 0;
  }
};

/** The posting's applicants as rows, best first (what the recruiter's list reads). */
async function applicantsOf(t: TestApp, company: SeededCompany, postingId: number) {
  const { rows } = await searchRepo.applicantsPage(
    t.database.db,
    company.companyId,
    postingId,
    { text: '', markIds: [] },
    { offset: 0, limit: 1000 },
  );
  return rows;
}

const importRequest = (sources: number[], target: number, overrides: Partial<ImportProcessRequest> = {}): ImportProcessRequest => ({
  evaluaciones: sources.map((evaluacion_id) => ({ evaluacion_id })),
  evaluacion_id_destino: target,
  cantidad_postulantes: 50,
  importar_notas: false,
  importar_marcas: false,
  ...overrides,
});

/**
 * The rules of the selection, through the real app, with the source applicants written as the CV pipeline
 * leaves them (a stored PDF, then its analysis) so each test says exactly which scores and contacts it
 * needs. No workers run: imported applicants stay 'pending' with their analysis job in the queue.
 */
describe('importing the best applicants of earlier postings: the selection', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
  });

  interface Scored {
    score: number;
    email?: string | null;
    phone?: string | null;
    notes?: string;
    markId?: number;
    /** The CV's bytes; by default a PDF of its own. */
    bytes?: Uint8Array;
  }

  /** An analysed applicant with a real stored CV. */
  async function addScored(company: SeededCompany, postingId: number, applicant: Scored) {
    const found = await findPosting(t.database.db, company.companyId, postingId);
    const n = ++sequence;
    const bytes = applicant.bytes ?? buildPdf([`Persona ${n}`, `Experiencia en ventas, CV número ${n}`]);
    const storageKey = await t.storage.put(bytes, 'cv');
    const inserted = await insertApplicantRow(t.database.db, found!.posting, {
      storageKey,
      originalName: `cv-${n}.pdf`,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    await analysisRepo.storeAnalysis(
      t.database.db,
      inserted!.id,
      inserted!.cvFileId,
      {
        language: 'es',
        name: `Persona ${n}`,
        email: applicant.email === undefined ? `persona${n}@example.com` : applicant.email,
        phone: applicant.phone === undefined ? `+54911${String(n).padStart(8, '0')}` : applicant.phone,
        summary: 'Resumen',
        score: applicant.score,
        conditions: [],
        mandatoryNotMet: false,
      },
      'embedded',
    );
    if (applicant.notes) await reviewRepo.updateNotes(t.database.db, inserted!.id, applicant.notes);
    if (applicant.markId) await reviewRepo.updateReview(t.database.db, company.companyId, inserted!.id, { markId: applicant.markId });
    return inserted!.id;
  }

  const runImport = (body: ImportProcessRequest | Record<string, unknown>, company = acme, language: 'es' | 'en' | 'pt' = 'es') =>
    t.call(importProcessCall, { body, token: company.token, language });

  /** The source applicant each of the posting's applicants was imported from, best first. */
  const importedSources = async (postingId: number) =>
    (await applicantsOf(t, acme, postingId)).map((a) => a.importedFromApplicationId).filter((id) => id !== null);

  const queuedAnalyses = async () => {
    const { rows } = await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'cv.analyze'`);
    return (rows[0] as { n: number }).n;
  };

  it('lists only the company’s own postings, newest first, with the applicants each holds', async () => {
    const older = await createPosting(t, acme, { puesto: 'Cajero', tareas_a_realizar: 'Atender la caja.' });
    const newer = await createPosting(t, acme, { puesto: 'Repositor' }, 'en');
    const foreign = await createPosting(t, other, { puesto: 'Secreto' });
    await addScored(acme, older, { score: 5 });
    await addScored(acme, older, { score: 6 });
    await addScored(other, foreign, { score: 7 });

    const list = await t.call(listForImportCall, { token: acme.token });
    expect(list.status).toBe(200);
    const ids = list.data!.evaluaciones.map((e) => e.evaluacion_id);
    expect(ids).not.toContain(foreign);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.data!.evaluaciones.find((e) => e.evaluacion_id === older)).toMatchObject({
      puesto: 'Cajero',
      nombre_empresa: 'Acme',
      tareas_a_realizar: 'Atender la caja.',
      idioma: 'es',
      cantidad_postulantes: 2,
    });
    expect(list.data!.evaluaciones.find((e) => e.evaluacion_id === newer)).toMatchObject({ idioma: 'en', cantidad_postulantes: 0 });
    const theirs = await t.call(listForImportCall, { token: other.token });
    expect(theirs.data!.evaluaciones.map((e) => e.evaluacion_id)).toEqual([foreign]);
    expect((await t.call(listForImportCall)).status).toBe(403);
  });

  it('takes the best N of the sources together, best score first then newest, and queues their analyses', async () => {
    const first = await createPosting(t, acme, { puesto: 'Vendedor 2023' });
    const second = await createPosting(t, acme, { puesto: 'Vendedor 2024' });
    const target = await createPosting(t, acme, { puesto: 'Vendedor 2025' });
    const all: Array<{ id: number; score: number }> = [];
    for (let i = 0; i < 60; i++) {
      // Scores repeat (tenths, 0.0–9.9 on a cycle), so "newest first" decides among equals.
      const score = ((i * 37) % 45) / 5;
      const id = await addScored(acme, i % 2 ? first : second, { score });
      all.push({ id, score });
    }
    const unscored = await insertApplicantRow(t.database.db, (await findPosting(t.database.db, acme.companyId, first))!.posting, {
      storageKey: await t.storage.put(buildPdf(['x']), 'cv'),
      originalName: 'x.pdf',
      sha256: 'x',
    });
    const expected = [...all].sort((a, b) => b.score - a.score || b.id - a.id).slice(0, 50).map((a) => a.id);
    const jobsBefore = await queuedAnalyses();
    const filesBefore = storedFiles(t);

    const answer = await runImport(importRequest([first, second], target));
    expect(answer.status).toBe(200);
    expect(answer.data!.message).toBe('Se importaron 50 candidatos: se calificarán con las condiciones de este aviso en unos instantes.');
    const imported = await applicantsOf(t, acme, target);
    expect(new Set(imported.map((a) => a.importedFromApplicationId))).toEqual(new Set(expected));
    expect(imported.map((a) => a.importedFromApplicationId)).not.toContain(unscored!.id);
    for (const a of imported) expect(a).toMatchObject({ analysisState: 'pending', score: null, name: null, email: null, notes: null, markId: null });
    expect(await queuedAnalyses()).toBe(jobsBefore + 50);
    expect(storedFiles(t)).toBe(filesBefore + 50);
    const detail = await t.call(jobDetailCall, { params: { id: target }, token: acme.token });
    expect(detail.data!.total_cv_recibidos).toBe(50);
    // The sources keep what they had.
    expect((await applicantsOf(t, acme, first)).length + (await applicantsOf(t, acme, second)).length).toBe(61);
  });

  it('copies notes and marks only when asked', async () => {
    const source = await createPosting(t, acme, { puesto: 'Mozo' });
    const mark = await t.call(createMarkCall, { body: { nombre: 'Entrevistar', color: '#22c55e' }, token: acme.token });
    const id = await addScored(acme, source, { score: 8, notes: 'Muy buena atención al público', markId: mark.data!.marca_id });

    const plain = await createPosting(t, acme, { puesto: 'Mozo de salón' });
    expect((await runImport(importRequest([source], plain))).status).toBe(200);
    expect(await applicantsOf(t, acme, plain)).toEqual([expect.objectContaining({ importedFromApplicationId: id, notes: null, markId: null })]);

    const notesOnly = await createPosting(t, acme, { puesto: 'Mozo de barra' });
    expect((await runImport(importRequest([source], notesOnly, { importar_notas: true }))).status).toBe(200);
    expect(await applicantsOf(t, acme, notesOnly)).toEqual([
      expect.objectContaining({ notes: 'Muy buena atención al público', markId: null }),
    ]);

    const both = await createPosting(t, acme, { puesto: 'Mozo de eventos' });
    expect((await runImport(importRequest([source], both, { importar_notas: true, importar_marcas: true }))).status).toBe(200);
    expect(await applicantsOf(t, acme, both)).toEqual([
      expect.objectContaining({ notes: 'Muy buena atención al público', markId: mark.data!.marca_id }),
    ]);
  });

  it('imports an applicant once: the same CV file across sources, the same source applicant again, the same file already in the target', async () => {
    const a = await createPosting(t, acme, { puesto: 'Chofer A' });
    const b = await createPosting(t, acme, { puesto: 'Chofer B' });
    const c = await createPosting(t, acme, { puesto: 'Chofer C' });
    const target = await createPosting(t, acme, { puesto: 'Chofer' });
    // Ana sent the very same file to A and B: it counts once, at its best.
    const anaCv = buildPdf(['Ana Gómez', 'Chofer profesional con licencia D1']);
    await addScored(acme, a, { score: 6, bytes: anaCv });
    const anaBest = await addScored(acme, b, { score: 9, bytes: anaCv });
    // Beto sent two different CVs with the same phone: two applications, both imported (the target flags them).
    const beto = await addScored(acme, a, { score: 7, email: 'beto@example.com', phone: '+5491100000003' });
    const betoAgain = await addScored(acme, b, { score: 5, email: 'beto.otro@example.com', phone: '+5491100000003' });
    // Caro's file is already in the target (she applied there herself).
    const caroCv = buildPdf(['Caro Díaz', 'Chofer de reparto']);
    await addScored(acme, a, { score: 8, bytes: caroCv });
    await addScored(acme, target, { score: 3, bytes: caroCv });

    const answer = await runImport(importRequest([a, b], target));
    expect(answer.data!.message).toBe(
      'Se importaron 3 candidatos: se calificarán con las condiciones de este aviso en unos instantes. 1 ya estaba en este aviso.',
    );
    expect(new Set(await importedSources(target))).toEqual(new Set([anaBest, beto, betoAgain]));

    const again = await runImport(importRequest([a, b], target));
    expect(again.data!.message).toBe('No se importó ningún candidato. 4 ya estaban en este aviso.');
    expect(await importedSources(target)).toHaveLength(3);

    // Ana's same file in a third posting: the target holds those bytes already.
    await addScored(acme, c, { score: 10, bytes: anaCv });
    const third = await runImport(importRequest([c], target), acme, 'en');
    expect(third.data!.message).toBe('No candidates were imported. 1 was already in this posting.');
    expect(await importedSources(target)).toHaveLength(3);
  });

  it('never leaves a real applicant out because another CV in the target prints the same e-mail or phone (decision 017)', async () => {
    const source = await createPosting(t, acme, { puesto: 'Cajera' });
    const target = await createPosting(t, acme, { puesto: 'Cajera de supermercado' });
    const victim = await addScored(acme, source, { score: 9, email: 'lucia@example.com', phone: '+5491155550000' });
    // A forged CV in the target prints Lucía's e-mail and phone.
    await addScored(acme, target, { score: 2, email: 'lucia@example.com', phone: '+5491155550000' });

    const answer = await runImport(importRequest([source], target));
    expect(answer.data!.message).toBe('Se importó 1 candidato: se calificará con las condiciones de este aviso en unos instantes.');
    expect(await importedSources(target)).toEqual([victim]);
  });

  it('two identical imports at once import each person once', async () => {
    const source = await createPosting(t, acme, { puesto: 'Cocinero' });
    const target = await createPosting(t, acme, { puesto: 'Cocinero de línea' });
    for (let i = 0; i < 5; i++) await addScored(acme, source, { score: i });
    const answers = await Promise.all([runImport(importRequest([source], target)), runImport(importRequest([source], target))]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await importedSources(target)).toHaveLength(5);
    expect(answers.map((r) => r.data!.message).sort()).toEqual([
      'No se importó ningún candidato. 5 ya estaban en este aviso.',
      'Se importaron 5 candidatos: se calificarán con las condiciones de este aviso en unos instantes.',
    ]);
  });

  it('imports at most the room left under the target’s maximum, best first, and says how many were left out', async () => {
    const source = await createPosting(t, acme, { puesto: 'Recepcionista' });
    const target = await createPosting(t, acme, { puesto: 'Recepcionista bilingüe' });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await addScored(acme, source, { score: i + 1 }));
    await addScored(acme, target, { score: 5 });
    await updatePostingLimits(t.database.db, target, { maxCvs: 3 });

    const answer = await runImport(importRequest([source], target), acme, 'pt');
    expect(answer.data!.message).toBe(
      '2 candidatos foram importados: serão avaliados com as condições desta vaga em instantes. 3 não foram importados porque a vaga atingiu o máximo de currículos.',
    );
    expect(new Set(await importedSources(target))).toEqual(new Set([ids[4], ids[3]]));

    const full = await runImport(importRequest([source], target));
    expect(full.data!.message).toBe('No se importó ningún candidato. 2 ya estaban en este aviso. 3 no se importaron porque el aviso llegó a su máximo de CVs.');
    expect(await importedSources(target)).toHaveLength(2);
  });

  it('another company’s source or target is not found and nothing is imported; a source equal to the target is refused', async () => {
    const mine = await createPosting(t, acme, { puesto: 'Electricista' });
    const target = await createPosting(t, acme, { puesto: 'Electricista industrial' });
    const theirs = await createPosting(t, other, { puesto: 'Electricista de ellos' });
    await addScored(acme, mine, { score: 7 });
    await addScored(other, theirs, { score: 9 });
    const files = storedFiles(t);

    const foreignSource = await runImport(importRequest([mine, theirs], target));
    expect(foreignSource.status).toBe(404);
    expect(foreignSource.error!.code).toBe('not_found');
    const foreignTarget = await runImport(importRequest([mine], theirs));
    expect(foreignTarget.status).toBe(404);
    const missing = await runImport(importRequest([mine], 2_000_000_000));
    expect(missing.status).toBe(404);
    expect(await applicantsOf(t, acme, target)).toHaveLength(0);
    expect((await applicantsOf(t, other, theirs)).map((a) => a.importedFromApplicationId)).toEqual([null]);
    expect(storedFiles(t)).toBe(files);

    const self = await runImport(importRequest([mine, target], target));
    expect(self.status).toBe(400);
    expect(self.error).toMatchObject({ code: 'validation', field: 'evaluaciones' });
    expect(await applicantsOf(t, acme, target)).toHaveLength(0);
    expect((await t.call(importProcessCall, { body: importRequest([mine], target) })).status).toBe(403);
  });

  it('validates the request: 50, 100 or 200 candidates, and at least one posting', async () => {
    const source = await createPosting(t, acme, { puesto: 'Pintor' });
    for (const cantidad of [0, 10, 51, 500, '50']) {
      const answer = await runImport({ ...importRequest([source], source + 1), cantidad_postulantes: cantidad });
      expect(answer.status, String(cantidad)).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation', field: 'cantidad_postulantes' });
    }
    const none = await runImport({ ...importRequest([], source) });
    expect(none.status).toBe(400);
    expect(none.error).toMatchObject({ code: 'validation', field: 'evaluaciones' });
    const target = await createPosting(t, acme, { puesto: 'Pintor de obra' });
    for (const cantidad of [50, 100, 200] as const) {
      expect((await runImport(importRequest([source], target, { cantidad_postulantes: cantidad }))).status).toBe(200);
    }
    expect((await runImport(importRequest([source], target))).data!.message).toBe(
      'Los avisos elegidos no tienen candidatos calificados para importar.',
    );
  });

  it('is all or nothing: a CV that cannot be copied leaves nothing imported and no copied files', async () => {
    const source = await createPosting(t, acme, { puesto: 'Plomero' });
    const target = await createPosting(t, acme, { puesto: 'Plomero matriculado' });
    for (let i = 0; i < 12; i++) await addScored(acme, source, { score: i / 2 });
    const [worst] = (await applicantsOf(t, acme, source)).slice(-1);
    const lost = await cvFilesRepo.findCurrentCv(t.database.db, worst!.id);
    await t.storage.remove(lost!.cvFile.storageKey);
    const files = storedFiles(t);
    const jobs = await queuedAnalyses();

    const answer = await runImport(importRequest([source], target));
    expect(answer.status).toBe(500);
    expect(answer.error!.code).toBe('internal');
    expect(await applicantsOf(t, acme, target)).toHaveLength(0);
    expect(storedFiles(t)).toBe(files);
    expect(await queuedAnalyses()).toBe(jobs);
  });

  // How fast is for a benchmark, not a test (no timed assertions here): this checks the largest import works.
  it('imports 200 applicants, the largest choice, in one request', async () => {
    const source = await createPosting(t, acme, { puesto: 'Operario', maxima_cant_cv: 1000 });
    const target = await createPosting(t, acme, { puesto: 'Operario de planta', maxima_cant_cv: 1000 });
    for (let i = 0; i < 210; i++) await addScored(acme, source, { score: (i % 100) / 10 });
    const answer = await runImport(importRequest([source], target, { cantidad_postulantes: 200 }));
    expect(answer.data!.message).toMatch(/^Se importaron 200 candidatos/);
    expect(await importedSources(target)).toHaveLength(200);
  }, 120_000);
});

/** Real CVs through the real pipeline: uploaded, analysed, imported, analysed again against the target. */
describe('importing the best applicants of earlier postings: the imported CVs', () => {
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('scores the imported CV against the target’s conditions: a mandatory condition not met there caps it', async () => {
    const source = await createPosting(t, acme, {
      puesto: 'Desarrollador Python',
      condiciones_necesarias: [{ condicion_necesaria: 'Experiencia con Python' }],
      condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }],
    });
    const target = await createPosting(t, acme, {
      puesto: 'Traductora técnica',
      condiciones_necesarias: [{ condicion_necesaria: 'Alemán avanzado' }],
      condiciones_deseables: [],
    });
    const bytes = buildPdf([
      'Lucía Fernández',
      'lucia.fernandez@example.com',
      '+54 9 11 5555 1234',
      'Desarrolladora de software',
      'Experiencia: 5 años desarrollando servicios con Python y Django en Globant (2019-2024).',
      'Idiomas: inglés avanzado (C1).',
    ]);
    expect((await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: source, file: { bytes, name: 'lucia.pdf' } })).status).toBe(200);
    const [original] = await waitForAnalyses(t, acme, source, 1);
    expect(original!.analisis.condicion_necesaria_incumplida).toBe(false);
    expect(original!.analisis.condiciones[0]).toMatchObject({ condicion: 'Experiencia con Python', tipo: 'mandatory' });
    expect(original!.analisis.condiciones[0]!.veredicto).not.toBe('not_met');

    const answer = await t.call(importProcessCall, { body: importRequest([source], target), token: acme.token });
    expect(answer.data!.message).toBe('Se importó 1 candidato: se calificará con las condiciones de este aviso en unos instantes.');
    const [imported] = await waitForAnalyses(t, acme, target, 1);
    expect(imported).toMatchObject({
      nombre_persona: original!.nombre_persona,
      correo: 'lucia.fernandez@example.com',
      telefono: original!.telefono,
      analisis: { estado: 'done', condicion_necesaria_incumplida: true },
    });
    expect(imported!.analisis.condiciones.map((c) => [c.condicion, c.tipo, c.veredicto])).toEqual([
      // The CV lists its languages without German: it does not show it.
      ['Alemán avanzado', 'mandatory', 'not_met'],
    ]);
    expect(imported!.calificacion).toBeLessThanOrEqual(MANDATORY_NOT_MET_MAX_SCORE);
    expect(imported!.id).not.toBe(original!.id);
  });

  it('the imported applicant’s CV link downloads the same bytes, from a file of its own', async () => {
    const source = await createPosting(t, acme, { puesto: 'Economista' });
    const target = await createPosting(t, acme, { puesto: 'Economista senior' });
    const bytes = corpusFile('cvs/fjuniorr__Awesome-CV__cv_en.pdf');
    expect((await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: source, file: { bytes, name: 'Mi CV.pdf' } })).status).toBe(200);
    const [original] = await waitForAnalyses(t, acme, source, 1);

    expect((await t.call(importProcessCall, { body: importRequest([source], target), token: acme.token })).status).toBe(200);
    const [imported] = await waitForAnalyses(t, acme, target, 1);
    expect(imported).toMatchObject({ nombre_persona: 'Francisco Alves', correo: 'fjunior.alves.oliveira@gmail.com' });

    const download = await t.app.inject({ method: 'GET', url: imported!.path_cv! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Mi CV.pdf');
    expect(new Uint8Array(download.rawPayload)).toEqual(bytes);

    const [from, to] = await Promise.all([
      cvFilesRepo.findCurrentCv(t.database.db, original!.id),
      cvFilesRepo.findCurrentCv(t.database.db, imported!.id),
    ]);
    expect(to!.cvFile.storageKey).not.toBe(from!.cvFile.storageKey);
    expect(to!.cvFile).toMatchObject({ postingId: target, sha256: from!.cvFile.sha256, sizeBytes: bytes.length });
    // The source's link still works: its file was copied, not moved.
    const sourceDownload = await t.app.inject({ method: 'GET', url: original!.path_cv! });
    expect(sourceDownload.statusCode).toBe(200);
  });
});
