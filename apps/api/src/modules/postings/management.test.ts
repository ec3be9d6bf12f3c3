import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUploadByIdCall } from '@postula/contract/applicants';
import {
  closeJobCall,
  deleteJobCall,
  duplicateJobCall,
  jobDetailCall,
  jobListCall,
  reopenJobCall,
  updateJobCall,
  type CreateJobRequest,
  type JobDetail,
} from '@postula/contract/postings';
import { corpusFile, createPosting, postingRequest, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findForAnalysis } from '../applicants/analysis/analysis.repository';
import { updatePostingLimits } from './postings.repository';

/* Managing a posting after publishing it (issue 18, decision 035), through the real app and its workers. */

const CVS = ['cvs/fjuniorr__Awesome-CV__cv_en.pdf', 'cvs/fjuniorr__Awesome-CV__cv_pt.pdf', 'cvs/santisoler__cv__cv.pdf'];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('managing a posting after publishing it', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function postingWithApplicants(count: number, overrides: Partial<CreateJobRequest> = {}) {
    const id = await createPosting(t, acme, overrides);
    for (const path of CVS.slice(0, count)) {
      const sent = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: id, file: { bytes: corpusFile(path), name: 'cv.pdf' } });
      expect(sent.status).toBe(200);
    }
    const applicants = await waitForAnalyses(t, acme, id, count);
    return { id, applicants };
  }

  it('edits every field; a changed condition re-scores every applicant once, against the new conditions', async () => {
    const { id, applicants } = await postingWithApplicants(3);
    const before = new Map(applicants.map((a) => [a.postulacion_id, a.analisis.fecha_analisis]));
    expect(applicants.every((a) => a.analisis.condiciones.some((c) => c.condicion === 'Experiencia en programación'))).toBe(true);

    const edited = await t.call(updateJobCall, {
      params: { id },
      token: acme.token,
      body: postingRequest({
        puesto: '  Analista   de datos ',
        tareas_a_realizar: 'Analizar datos de ventas.',
        condiciones_necesarias: [{ condicion_necesaria: 'Experiencia con SQL' }, { condicion_necesaria: '' }],
        condiciones_deseables: [],
        maxima_cant_cv: 100,
        valido_hasta: inDays(10),
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toEqual({ evaluacion_id: id, recalificando: 3 });

    // The old scores stay shown while the new ones are made; the screen says how far it got.
    const during = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(during.data).toMatchObject({
      puesto: 'Analista de datos',
      tareas_a_realizar: 'Analizar datos de ventas.',
      condiciones_necesarias: ['Experiencia con SQL'],
      condiciones_deseables: [],
      maxima_cant_cv: 100,
      valido_hasta: inDays(10),
    });
    expect(during.data!.postulaciones.every((a) => a.calificacion !== null)).toBe(true);

    const deadline = Date.now() + 60_000;
    let after = during.data!;
    while (after.recalificacion !== null || after.postulaciones.some((a) => a.analisis.estado !== 'done')) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = (await t.call(jobDetailCall, { params: { id }, token: acme.token })).data!;
    }
    for (const applicant of after.postulaciones) {
      expect(applicant.analisis.condiciones.map((c) => c.condicion)).toEqual(['Experiencia con SQL']);
      expect(applicant.analisis.fecha_analisis).not.toBe(before.get(applicant.postulacion_id));
      // Claimed once since the edit: analysed once with the new conditions.
      const row = await findForAnalysis(t.database.db, applicant.postulacion_id);
      expect(row?.application).toMatchObject({ analysisAttempts: 1, rescoring: false, analysisState: 'done' });
    }

    // An edit that changes nothing the analysis reads re-scores nobody.
    const limits = await t.call(updateJobCall, {
      params: { id },
      token: acme.token,
      body: postingRequest({
        puesto: 'Analista de datos',
        tareas_a_realizar: 'Analizar datos de ventas.',
        condiciones_necesarias: [{ condicion_necesaria: 'Experiencia con SQL' }],
        condiciones_deseables: [],
        maxima_cant_cv: 200,
        valido_hasta: inDays(20),
      }),
    });
    expect(limits.data).toEqual({ evaluacion_id: id, recalificando: 0 });
  }, 120_000);

  it('refuses an edit as the create form refuses it, and answers another company as not found, changing nothing', async () => {
    const id = await createPosting(t, acme);
    for (const [body, field] of [
      [postingRequest({ puesto: '   ' }), 'puesto'],
      [postingRequest({ tareas_a_realizar: '' }), 'tareas_a_realizar'],
      [{ ...postingRequest(), maxima_cant_cv: 7 }, 'maxima_cant_cv'],
      [postingRequest({ valido_hasta: '2001-01-01' }), 'valido_hasta'],
      [postingRequest({ valido_hasta: inDays(5000) }), 'valido_hasta'],
    ] as const) {
      const refused = await t.call(updateJobCall, { params: { id }, token: acme.token, body });
      expect(refused.status, field).toBe(400);
      expect(refused.error?.field).toBe(field);
    }
    const foreign = await t.call(updateJobCall, { params: { id }, token: other.token, body: postingRequest({ puesto: 'Robado' }) });
    expect(foreign.status).toBe(404);
    for (const call of [closeJobCall, duplicateJobCall, deleteJobCall]) {
      expect((await t.call(call, { params: { id }, token: other.token })).status).toBe(404);
    }
    expect((await t.call(reopenJobCall, { params: { id }, token: other.token, body: {} })).status).toBe(404);
    expect((await t.call(updateJobCall, { params: { id: 'abc' }, token: acme.token, body: postingRequest() })).status).toBe(400);
    expect((await t.call(closeJobCall, { params: { id } })).status).toBe(403);

    const detail = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(detail.data).toMatchObject({ puesto: postingRequest().puesto, estado: 'abierto' });
  });

  it('stores hostile text as text', async () => {
    const id = await createPosting(t, acme);
    const hostile = '<script>alert(1)</script>"; drop table job_postings; --';
    const edited = await t.call(updateJobCall, {
      params: { id },
      token: acme.token,
      body: postingRequest({ puesto: hostile, condiciones_necesarias: [{ condicion_necesaria: hostile }] }),
    });
    expect(edited.status).toBe(200);
    const detail = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(detail.data).toMatchObject({ puesto: hostile, condiciones_necesarias: [hostile] });
  });

  it('closes a posting: its public page says so in its language and uploads are refused; reopening takes them again', async () => {
    const id = await createPosting(t, acme, {}, 'en');
    const closed = await t.call(closeJobCall, { params: { id }, token: acme.token });
    expect(closed.data).toEqual({ estado: 'cerrado', valido_hasta: postingRequest().valido_hasta });

    const page = await t.call(publicUploadByIdCall, { params: { evaluacion_id: id } });
    expect(page.data).toMatchObject({ estado: 'cerrada', texto_1: 'This job posting is closed' });
    expect(page.data?.texto_2).toContain('Acme has closed');
    const refused = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: id, file: { bytes: corpusFile(CVS[0]!), name: 'cv.pdf' } });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('posting_closed');

    const reopened = await t.call(reopenJobCall, { params: { id }, token: acme.token, body: {} });
    expect(reopened.data?.estado).toBe('abierto');
    const accepted = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: id, file: { bytes: corpusFile(CVS[0]!), name: 'cv.pdf' } });
    expect(accepted.status).toBe(200);
  });

  it('asks for a new date to reopen a posting whose valid-until date has passed', async () => {
    const id = await createPosting(t, acme);
    await t.call(closeJobCall, { params: { id }, token: acme.token });
    await updatePostingLimits(t.database.db, id, { validUntil: '2020-01-01' });
    const noDate = await t.call(reopenJobCall, { params: { id }, token: acme.token, body: {} });
    expect(noDate.status).toBe(400);
    expect(noDate.error?.field).toBe('valido_hasta');
    const pastDate = await t.call(reopenJobCall, { params: { id }, token: acme.token, body: { valido_hasta: '2021-01-01' } });
    expect(pastDate.error?.field).toBe('valido_hasta');
    const reopened = await t.call(reopenJobCall, { params: { id }, token: acme.token, body: { valido_hasta: inDays(15) } });
    expect(reopened.data).toEqual({ estado: 'abierto', valido_hasta: inDays(15) });
  });

  it('duplicates a posting with its fields and no applicants', async () => {
    const { id } = await postingWithApplicants(1, { puesto: 'Contador' });
    const copy = await t.call(duplicateJobCall, { params: { id }, token: acme.token });
    expect(copy.status).toBe(200);
    expect(copy.data!.evaluacion_id).not.toBe(id);
    const [original, duplicate] = await Promise.all(
      [id, copy.data!.evaluacion_id].map(async (postingId) => (await t.call(jobDetailCall, { params: { id: postingId }, token: acme.token })).data!),
    );
    const fields = ({ puesto, tareas_a_realizar, condiciones_necesarias, condiciones_deseables, maxima_cant_cv, valido_hasta, idioma }: JobDetail) => ({
      puesto,
      tareas_a_realizar,
      condiciones_necesarias,
      condiciones_deseables,
      maxima_cant_cv,
      valido_hasta,
      idioma,
    });
    expect(fields(duplicate!)).toEqual(fields(original!));
    expect(duplicate!.total_cv_recibidos).toBe(0);
    expect(duplicate!.codigo_publico).not.toBe(original!.codigo_publico);
  }, 60_000);

  it('deletes a posting with its applicants, rows and CV files; the dashboard no longer lists it', async () => {
    const { id } = await postingWithApplicants(2);
    const keys = await Promise.all(
      (await t.call(jobDetailCall, { params: { id }, token: acme.token })).data!.postulaciones.map(
        async (a) => (await findForAnalysis(t.database.db, a.postulacion_id))!.cvFile.storageKey,
      ),
    );
    for (const key of keys) await expect(t.storage.get(key)).resolves.toBeInstanceOf(Uint8Array);

    const deleted = await t.call(deleteJobCall, { params: { id }, token: acme.token });
    expect(deleted.data).toEqual({ eliminados: 2 });
    for (const key of keys) await expect(t.storage.get(key)).rejects.toThrow();
    expect((await t.call(jobDetailCall, { params: { id }, token: acme.token })).status).toBe(404);
    const rows = await t.database.executeSql('select count(*)::int as n from applications where posting_id = $1', [id]);
    expect(rows.rows[0]).toEqual({ n: 0 });
    const list = await t.call(jobListCall, { token: acme.token });
    expect(list.data!.avisos.map((a) => a.evaluacion_id)).not.toContain(id);
    expect((await t.call(deleteJobCall, { params: { id }, token: acme.token })).status).toBe(404);
  }, 60_000);

  it('lists each posting with its counts, new applicants since the recruiter last opened it, and its state', async () => {
    const company = await seedCompany(t, { name: 'Contadores' });
    const open = await createPosting(t, company, { puesto: 'Abierta' });
    const closed = await createPosting(t, company, { puesto: 'Cerrada' });
    const expired = await createPosting(t, company, { puesto: 'Vencida' });
    await t.call(closeJobCall, { params: { id: closed }, token: company.token });
    await updatePostingLimits(t.database.db, expired, { validUntil: '2020-01-01' });
    const send = () => uploadCv(t, { empresa_id: company.companyId, evaluacion_id: open, file: { bytes: corpusFile(CVS[0]!), name: 'cv.pdf' } });
    await send();
    await waitForAnalyses(t, company, open, 1); // opens it too
    await send();
    await send();

    const list = await t.call(jobListCall, { token: company.token });
    const byId = new Map(list.data!.avisos.map((a) => [a.evaluacion_id, a]));
    expect(list.data!.avisos.map((a) => a.evaluacion_id)).toEqual([expired, closed, open]);
    expect(byId.get(open)).toMatchObject({ estado: 'abierto', recibidos: 3, nuevos: 2, recalificacion: null });
    expect(byId.get(open)!.analizados).toBeGreaterThanOrEqual(1);
    expect(byId.get(closed)).toMatchObject({ estado: 'cerrado', recibidos: 0, analizados: 0, nuevos: 0 });
    expect(byId.get(expired)).toMatchObject({ estado: 'vencido' });
    // Another company sees none of them.
    const foreign = await t.call(jobListCall, { token: other.token });
    expect(foreign.data!.avisos.map((a) => a.evaluacion_id)).not.toContain(open);
  }, 60_000);
});
