import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsPageCall, type ApplicantsPageRequest } from '@postula/contract/applicants';
import { buildDocx, paragraph } from '../../testing/document-fixtures';
import { createPosting, insertApplicantRow, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findPosting } from '../postings/postings.repository';
import * as analysisRepo from './analysis/analysis.repository';
import { readCvTexts } from './analysis/cv-text.jobs';

type Filter = Partial<ApplicantsPageRequest['filtro']>;

/**
 * Finding applicants (issue 18): filters by score, analysis state and mandatory conditions, the three orders, and
 * the search inside the CV's text, through the real app. Scores and states are written through the analysis's
 * own repository; the CVs of the text search are real documents read by the real workers.
 */
describe('finding applicants (POST /jobsearch/page: filters, order, CV text)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (postingId: number, filtro: Filter = {}, more: { orden?: ApplicantsPageRequest['orden']; company?: SeededCompany; por?: number } = {}) =>
    t.call(applicantsPageCall, {
      body: {
        evaluacion_id: postingId,
        numero_pagina: 1,
        cantidad_por_pagina: more.por ?? 100,
        filtro: { nombre_o_notas: '', marcas: [], ...filtro },
        ...(more.orden ? { orden: more.orden } : {}),
      },
      token: (more.company ?? acme).token,
    });

  async function addApplicant(postingId: number, name: string, outcome: { score: number; mandatoryNotMet?: boolean; mandatory?: 'met' | 'unclear' } | 'pending' | 'failed') {
    const found = await findPosting(t.database.db, acme.companyId, postingId);
    const n = ++sequence;
    const row = await insertApplicantRow(t.database.db, found!.posting, { storageKey: `finding/${n}`, sha256: `finding-${n}` });
    if (outcome === 'failed') await analysisRepo.storeFailure(t.database.db, row.id, row.cvFileId, 'corrupted');
    else if (outcome !== 'pending') {
      await analysisRepo.storeAnalysis(
        t.database.db,
        row.id,
        row.cvFileId,
        {
          language: 'es',
          name,
          email: null,
          phone: null,
          summary: 'Resumen',
          score: outcome.score,
          conditions: [
            {
              condition: 'Experiencia en programación',
              kind: 'mandatory',
              verdict: outcome.mandatoryNotMet ? 'not_met' : (outcome.mandatory ?? 'met'),
              evidence: null,
              reason: 'r',
            },
          ],
          mandatoryNotMet: outcome.mandatoryNotMet ?? false,
        },
        'embedded',
      );
    }
    return row.id;
  }

  describe('filters and order', () => {
    let postingId: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      postingId = await createPosting(t, acme, { puesto: 'Filtros' });
      ids.alta = await addApplicant(postingId, 'Álvaro Alto', { score: 9.2 });
      ids.media = await addApplicant(postingId, 'berta Media', { score: 6 });
      ids.bajaCumple = await addApplicant(postingId, 'Carla Baja', { score: 3.5 });
      ids.bajaNoCumple = await addApplicant(postingId, 'Dario Tope', { score: 4, mandatoryNotMet: true });
      ids.pendiente = await addApplicant(postingId, '', 'pending');
      ids.fallido = await addApplicant(postingId, '', 'failed');
    });

    const idsOf = (rows: { id: number }[] | undefined) => (rows ?? []).map((r) => r.id);

    it('keeps the scores within a range, bounds included, and leaves the unscored out', async () => {
      const answer = await page(postingId, { calificacion_min: 4, calificacion_max: 9.2 });
      expect(idsOf(answer.data?.postulaciones)).toEqual([ids.alta, ids.media, ids.bajaNoCumple]);
      expect(answer.data?.total_cv_recibidos).toBe(3);
      const low = await page(postingId, { calificacion_max: 5 });
      expect(idsOf(low.data?.postulaciones)).toEqual([ids.bajaNoCumple, ids.bajaCumple]);
      expect(low.data?.total_cv_recibidos).toBe(2);
    });

    it('filters by analysis state: pending, analysed, failed, and any two of them', async () => {
      const pending = await page(postingId, { estados_analisis: ['pendiente'] });
      expect(idsOf(pending.data?.postulaciones)).toEqual([ids.pendiente]);
      expect(pending.data?.total_cv_recibidos).toBe(1);
      const analysed = await page(postingId, { estados_analisis: ['analizado'] });
      expect(analysed.data?.total_cv_recibidos).toBe(4);
      expect(idsOf(analysed.data?.postulaciones)).not.toContain(ids.pendiente);
      const failedOrPending = await page(postingId, { estados_analisis: ['fallido', 'pendiente'] });
      expect(new Set(idsOf(failedOrPending.data?.postulaciones))).toEqual(new Set([ids.pendiente, ids.fallido]));
      expect(failedOrPending.data?.total_cv_recibidos).toBe(2);
      const all = await page(postingId, { estados_analisis: ['fallido', 'pendiente', 'analizado'] });
      expect(all.data?.total_cv_recibidos).toBe(6);
    });

    it('keeps only the analysed CVs that meet every mandatory condition, low scores included', async () => {
      const met = await page(postingId, { cumple_obligatorias: true });
      expect(idsOf(met.data?.postulaciones)).toEqual([ids.alta, ids.media, ids.bajaCumple]);
      expect(met.data?.total_cv_recibidos).toBe(3);
      const metAndLow = await page(postingId, { cumple_obligatorias: true, calificacion_max: 5 });
      expect(idsOf(metAndLow.data?.postulaciones)).toEqual([ids.bajaCumple]);
      expect(metAndLow.data?.total_cv_recibidos).toBe(1);
      const metAndFailed = await page(postingId, { cumple_obligatorias: true, estados_analisis: ['fallido'] });
      expect(metAndFailed.data?.total_cv_recibidos).toBe(0);
    });

    it('tells a mandatory condition confirmed met from one the CV leaves unclear (issue 34)', async () => {
      const other = await createPosting(t, acme, { puesto: 'Sin confirmar' });
      const confirmed = await addApplicant(other, 'Ema Confirmada', { score: 7 });
      const unclear = await addApplicant(other, 'Ivo Dudoso', { score: 6, mandatory: 'unclear' });
      const unmet = await addApplicant(other, 'Olga Tope', { score: 3, mandatoryNotMet: true });
      await addApplicant(other, '', 'pending');
      const met = await page(other, { cumple_obligatorias: true });
      expect(idsOf(met.data?.postulaciones)).toEqual([confirmed]);
      expect(met.data?.total_cv_recibidos).toBe(1);
      const noneUnmet = await page(other, { sin_obligatorias_incumplidas: true });
      expect(idsOf(noneUnmet.data?.postulaciones)).toEqual([confirmed, unclear]);
      expect(noneUnmet.data?.total_cv_recibidos).toBe(2);
      expect(idsOf((await page(other)).data?.postulaciones)).toContain(unmet);
    });

    it('a total counted once follows a later analysis (the posting version moves)', async () => {
      const before = await page(postingId, { estados_analisis: ['fallido'] });
      expect(before.data?.total_cv_recibidos).toBe(1);
      const late = await addApplicant(postingId, '', 'pending');
      // Counted again at the version the new applicant made, then the failure alone must move it.
      expect((await page(postingId, { estados_analisis: ['fallido'] })).data?.total_cv_recibidos).toBe(1);
      const { rows } = await t.database.executeSql('select cv_file_id from applications where id = $1', [late]);
      await analysisRepo.storeFailure(t.database.db, late, (rows[0] as { cv_file_id: number }).cv_file_id, 'encrypted');
      const after = await page(postingId, { estados_analisis: ['fallido'] });
      expect(after.data?.total_cv_recibidos).toBe(2);
    });

    it('sorts by score (the default), by date (newest first) and by name (accents and case ignored, nameless last)', async () => {
      const byScore = idsOf((await page(postingId, { estados_analisis: ['analizado'] })).data?.postulaciones);
      expect(byScore).toEqual([ids.alta, ids.media, ids.bajaNoCumple, ids.bajaCumple]);
      const byDate = idsOf((await page(postingId, { estados_analisis: ['analizado'] }, { orden: 'fecha' })).data?.postulaciones);
      expect(byDate).toEqual([ids.bajaNoCumple, ids.bajaCumple, ids.media, ids.alta]);
      const byName = (await page(postingId, {}, { orden: 'nombre' })).data!.postulaciones.map((a) => a.nombre_persona);
      expect(byName.slice(0, 4)).toEqual(['Álvaro Alto', 'berta Media', 'Carla Baja', 'Dario Tope']);
    });

    it('refuses a range upside down, a score out of 0–10, an unknown state or order', async () => {
      for (const filtro of [{ calificacion_min: 8, calificacion_max: 2 }, { calificacion_min: -1 }, { calificacion_max: 11 }, { estados_analisis: ['borrado'] }]) {
        const answer = await page(postingId, filtro as Filter);
        expect(answer.status, JSON.stringify(filtro)).toBe(400);
        expect(answer.error?.code).toBe('validation');
      }
      expect((await page(postingId, {}, { orden: 'edad' as 'fecha' })).status).toBe(400);
    });

    it("answers another company's posting as not found, whatever the filter", async () => {
      const answer = await page(postingId, { cumple_obligatorias: true }, { company: other });
      expect(answer.status).toBe(404);
    });
  });

  describe('the search inside the CV', () => {
    let postingId: number;

    const cv = (lines: string[]) => ({ bytes: buildDocx({ bodyXml: lines.map((l) => paragraph(l)).join('') }), name: 'cv.docx' });

    beforeAll(async () => {
      postingId = await createPosting(t, acme, { puesto: 'Técnico ferroviario' });
      const uploads = [
        cv([
          'Marta Quiroga',
          'marta.quiroga@example.com',
          'Técnica en señalización ferroviaria con ocho años de experiencia en mantenimiento de enclavamientos.',
          'Programación de sistemas embebidos y desarrollo de software de control.',
        ]),
        cv([
          'Pablo Ibarra',
          'pablo.ibarra@example.com',
          'Desarrollador de software con experiencia en programación de aplicaciones web y bases de datos.',
          'Inglés avanzado. Trabajo en equipo.',
        ]),
      ];
      for (const file of uploads) {
        const answer = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file });
        expect(answer.status).toBe(200);
      }
      await waitForAnalyses(t, acme, postingId, 2);
    });

    it('finds a word that is only in the CV, with or without its accents, and shows where', async () => {
      for (const [term, shown] of [['señalización', /señalización ferroviaria/], ['senalizacion', /señalización/], ['SEÑALIZ', /señalización/], ['enclavamientos ferroviaria', /enclavamientos/]] as const) {
        const answer = await page(postingId, { nombre_o_notas: term });
        expect(answer.data?.total_cv_recibidos, term).toBe(1);
        const [row] = answer.data!.postulaciones;
        expect(row?.nombre_persona).toBe('Marta Quiroga');
        expect(row?.fragmento_cv).toMatch(shown);
        expect(row!.fragmento_cv!.length).toBeLessThan(200);
      }
    });

    it('shows no passage when the name already matched', async () => {
      const answer = await page(postingId, { nombre_o_notas: 'quiroga' });
      expect(answer.data?.postulaciones.map((a) => a.fragmento_cv)).toEqual([null]);
    });

    it('matches words by their start, not inside them', async () => {
      expect((await page(postingId, { nombre_o_notas: 'ferrov' })).data?.total_cv_recibidos).toBe(1);
      expect((await page(postingId, { nombre_o_notas: 'rroviaria' })).data?.total_cv_recibidos).toBe(0);
      expect((await page(postingId, { nombre_o_notas: 'programación' })).data?.total_cv_recibidos).toBe(2);
    });

    it('reads a common word by walking the list in order, a rare one by its matches: the same rows either way', async () => {
      // One a page: "software" is in both CVs (common for a page of 1: walked), "enclavamientos" in one (read).
      for (const [term, total] of [['software', 2], ['enclavamientos', 1]] as const) {
        const first = await page(postingId, { nombre_o_notas: term }, { por: 1 });
        expect(first.data?.total_cv_recibidos, term).toBe(total);
        expect(first.data?.postulaciones, term).toHaveLength(1);
        expect(first.data?.postulaciones[0]?.fragmento_cv, term).toMatch(new RegExp(term));
      }
    });

    it('takes hostile text as words: quotes, tsquery and LIKE syntax, apostrophe letters', async () => {
      for (const term of ["o'brien", "ʼseñal", '!(a | b) & c:*', '%', '\\', "'';drop table applications;--", '<script>']) {
        const answer = await page(postingId, { nombre_o_notas: term });
        expect(answer.status, term).toBe(200);
      }
    });

    it("never finds another company's applicants by their CV", async () => {
      const mine = await createPosting(t, other, { puesto: 'Otro aviso' });
      const answer = await page(mine, { nombre_o_notas: 'señalización' }, { company: other });
      expect(answer.error).toBeUndefined();
      expect(answer.data?.total_cv_recibidos).toBe(0);
    });

    it('reads again, in the background, the text of a CV analysed before it was kept', async () => {
      await t.database.executeSql(
        'delete from application_cv_texts where application_id in (select id from applications where posting_id = $1)',
        [postingId],
      );
      await t.database.executeSql('update applications set cv_search = null where posting_id = $1', [postingId]);
      // As a database from before the texts were kept: no total cached for this posting's current version.
      await t.database.executeSql('update job_postings set applicants_version = applicants_version + 1 where id = $1', [postingId]);
      expect((await page(postingId, { nombre_o_notas: 'enclavamientos' })).data?.total_cv_recibidos).toBe(0);
      await readCvTexts({ db: t.database.db, queue: t.queue, storage: t.storage, config: t.config })();
      const answer = await page(postingId, { nombre_o_notas: 'enclavamientos' });
      expect(answer.data?.total_cv_recibidos).toBe(1);
      expect(answer.data?.postulaciones[0]?.fragmento_cv).toMatch(/enclavamientos/);
    });
  });
});
