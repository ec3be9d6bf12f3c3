import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantsPageCall } from '@postula/contract/applicants';
import { FAIRNESS_MAX_APPLICANTS, fairnessReportCall, startFairnessCall, type FairnessReport } from '@postula/contract/fairness';
import { VARIANTS } from '../../engine/fairness/variants';
import { createEmbeddedEngine } from '../../engine/embedded/embedded-engine';
import { buildPdf } from '../../testing/document-fixtures';
import { corpusFile, createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { autoAnswer, startOpenAiStandIn, type ChatRequest, type OpenAiStandIn } from '../../testing/openai-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { makeFairnessReport } from './fairness.jobs';
import { bestAnalysed } from './fairness.repository';

/*
 * The fairness check through the real app (decision 045): a recruiter starts it for a posting, a worker scores the
 * posting's analysed applicants again under every name and gender variant with the configured engine, and the
 * posting's last report says what changed. The built-in engine changes nothing; a model is measured as it is.
 */

const NURSING = {
  puesto: 'Enfermero/a',
  tareas_a_realizar: 'Cuidados de enfermería, administración de medicación y control de signos vitales.',
  condiciones_necesarias: [{ condicion_necesaria: 'Título de Licenciatura o Técnico Superior en Enfermería' }],
  condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }, { condicion_deseable: 'Curso de RCP' }],
};

async function reportOf(t: TestApp, company: SeededCompany, postingId: number) {
  return t.call(fairnessReportCall, { params: { evaluacion_id: postingId }, token: company.token });
}

/** The posting's report once it has ended. */
async function ended(t: TestApp, company: SeededCompany, postingId: number): Promise<FairnessReport> {
  let report: FairnessReport | null | undefined;
  await vi.waitFor(
    async () => {
      report = (await reportOf(t, company, postingId)).data?.informe;
      expect(report?.estado).toMatch(/terminado|fallido/);
    },
    { timeout: 60_000, interval: 250 },
  );
  return report!;
}

describe('with the built-in engine', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;
  let postingId: number;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
    postingId = await createPosting(t, acme, NURSING);
    // Real CVs of the corpus: a nurse in English, two Spanish CVs, a Portuguese one.
    for (const file of ['Honeegee__NCP__Med-Surg-Nurse-Resume.pdf', 'annavidaltur__cv__cv_es.pdf', 'geofis__cv__cv-es.pdf', 'marcelscog__marcel__cv-pt.pdf']) {
      const sent = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes: corpusFile(`cvs/${file}`), name: file } });
      expect(sent.status).toBe(200);
    }
    await waitForAnalyses(t, acme, postingId, 4);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a posting never checked has no report', async () => {
    expect((await reportOf(t, acme, postingId)).data).toEqual({ informe: null });
  });

  it('scores every analysed applicant again under every variant and finds no change', { timeout: 90_000 }, async () => {
    const started = await t.call(startFairnessCall, { body: { evaluacion_id: postingId }, token: acme.token, language: 'en' });
    expect(started.status).toBe(200);
    expect(started.data?.message).toMatch(/scoring the applicants again/);
    const report = await ended(t, acme, postingId);
    expect(report).toMatchObject({
      informe_id: started.data!.informe_id,
      estado: 'terminado',
      motor_ia: 'embedded',
      limite: FAIRNESS_MAX_APPLICANTS,
      total: 4,
      procesados: 4,
      fallidos: 0,
      cambio_maximo: 0,
      postulantes_con_cambios: 0,
    });
    expect(report.fecha_fin).not.toBeNull();
    expect(report.variantes.map((v) => v.variante)).toEqual(VARIANTS.map((v) => v.key));
    for (const variant of report.variantes) expect(variant, variant.variante).toMatchObject({ cambio_maximo: 0, con_cambios: 0 });
    // Every name was swapped into every CV (each prints its owner's name); the gendered words where the CV has any.
    for (const variant of report.variantes.filter((v) => v.tipo === 'nombre')) expect(variant.aplicada, variant.variante).toBe(4);
    expect(report.variantes.find((v) => v.variante === 'name:west_africa:f')).toMatchObject({ region: 'west_africa', genero: 'f', nombre: 'Ngozi Okonkwo' });
    expect(report.variantes.find((v) => v.variante === 'gender:m')).toMatchObject({ tipo: 'genero', region: null, nombre: null });
  });

  it('covers the best scored first, at most the limit', async () => {
    const page = await t.call(applicantsPageCall, {
      body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } },
      token: acme.token,
    });
    const listed = page.data!.postulaciones.map((a) => a.postulacion_id);
    const covered = await bestAnalysed(t.database.db, { companyId: acme.companyId, postingId }, 2);
    expect(covered.map((a) => a.id)).toEqual(listed.slice(0, 2));
    // Another company's posting id gives nothing, even straight from the repository.
    expect(await bestAnalysed(t.database.db, { companyId: other.companyId, postingId }, 2)).toEqual([]);
  });

  it("another company neither starts nor reads a posting's report: 404, and its own posting has none", async () => {
    const start = await t.call(startFairnessCall, { body: { evaluacion_id: postingId }, token: other.token });
    expect(start.status).toBe(404);
    expect((await reportOf(t, other, postingId)).status).toBe(404);
    const own = await createPosting(t, other, NURSING);
    expect((await reportOf(t, other, own)).data).toEqual({ informe: null });
    expect((await t.call(fairnessReportCall, { params: { evaluacion_id: postingId } })).status).toBe(403);
  });
});

describe('one report at a time', () => {
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    // No workers: a report started stays queued until the job is run by hand.
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a second report while one is queued, and ends one with no analysed applicant as empty', async () => {
    const postingId = await createPosting(t, acme, NURSING);
    const first = await t.call(startFairnessCall, { body: { evaluacion_id: postingId }, token: acme.token });
    expect(first.status).toBe(200);
    const second = await t.call(startFairnessCall, { body: { evaluacion_id: postingId }, token: acme.token, language: 'pt' });
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'fairness_report_running', message: 'Já há uma verificação de equidade em andamento para esta vaga.' });
    expect((await reportOf(t, acme, postingId)).data?.informe).toMatchObject({ estado: 'en_cola', procesados: 0, cambio_maximo: null, variantes: [] });

    await makeFairnessReport({ db: t.database.db, ai: createEmbeddedEngine() })({ reportId: first.data!.informe_id });
    expect((await reportOf(t, acme, postingId)).data?.informe).toMatchObject({ estado: 'terminado', total: 0, cambio_maximo: 0, postulantes_con_cambios: 0 });
    // Ended, so the next one may start; running the ended one's job again changes nothing.
    expect((await t.call(startFairnessCall, { body: { evaluacion_id: postingId }, token: acme.token })).status).toBe(200);
    await makeFairnessReport({ db: t.database.db, ai: createEmbeddedEngine() })({ reportId: first.data!.informe_id });
    expect((await reportOf(t, acme, postingId)).data?.informe).toMatchObject({ estado: 'en_cola' });
  });
});

describe('with an OpenAI-compatible model', () => {
  let ai: OpenAiStandIn;
  let t: TestApp;
  let acme: SeededCompany;

  /**
   * A model that judges women down: every condition not met when the CV it reads says 'enfermera' (or 'she'), met
   * otherwise. It never sees the name (the engine removes it from the prompt), so only the gender words move it.
   */
  const biased = (request: ChatRequest) => {
    if (request.response_format?.json_schema?.name !== 'cv_assessment') return autoAnswer(request);
    const user = request.messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
    const cv = user.slice(user.indexOf('CV:'));
    const count = [...user.matchAll(/^\d+\. \[(?:mandatory|desirable)\]/gm)].length;
    const verdict = /\b(?:enfermera|she)\b/i.test(cv) ? 'not_met' : 'met';
    return { summary: 'Resumen.', assessments: Array.from({ length: count }, () => ({ verdict, evidence: null, reason: 'Motivo.' })) };
  };

  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    ai.behave({ kind: 'answer', answer: biased });
    t = await createTestApp({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey, AI_MODEL: 'gpt-test', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '2000' });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  const cv = (lines: string[]) => ({ bytes: buildPdf(lines), name: 'cv.pdf', type: 'application/pdf' });

  it('calls the model for every variant and shows the change it makes', { timeout: 90_000 }, async () => {
    const postingId = await createPosting(t, acme, NURSING);
    const cvs = [
      ['Carlos Ruiz', 'carlos.ruiz@example.com', 'Experiencia', 'Enfermero de guardia, Hospital Central, 2018 - 2024', 'Formación', 'Licenciatura en Enfermería, 2017'],
      ['Lucía Gómez', 'lucia.gomez@example.com', 'Experiencia', 'Enfermera de terapia intensiva, Clínica del Sol, 2016 - 2024', 'Formación', 'Licenciatura en Enfermería, 2015'],
    ];
    for (const lines of cvs) expect((await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: cv(lines) })).status).toBe(200);
    const analysed = await waitForAnalyses(t, acme, postingId, 2);
    expect(analysed.map((a) => a.analisis.motor_ia)).toEqual(['openai:gpt-test', 'openai:gpt-test']);

    const before = ai.requests.length;
    expect((await t.call(startFairnessCall, { body: { evaluacion_id: postingId }, token: acme.token })).status).toBe(200);
    const report = await ended(t, acme, postingId);
    // Each CV as it came, under 14 names and in each gender (one of which leaves it as it is).
    const assessments = ai.requests.slice(before).filter((r) => r.response_format?.json_schema?.name === 'cv_assessment');
    expect(assessments).toHaveLength(2 * (1 + 14 + 1));
    // No name ever reaches the model, whichever was swapped in.
    for (const request of assessments) expect(JSON.stringify(request.messages)).not.toMatch(/Ngozi|Okonkwo|Carlos|Lucía|Zhang/);

    expect(report).toMatchObject({ estado: 'terminado', motor_ia: 'openai:gpt-test', total: 2, procesados: 2, fallidos: 0, postulantes_con_cambios: 2 });
    expect(report.cambio_maximo).toBeGreaterThan(3);
    const byKey = new Map(report.variantes.map((v) => [v.variante, v]));
    expect(byKey.get('gender:f')).toMatchObject({ aplicada: 1, con_cambios: 1 });
    expect(byKey.get('gender:m')).toMatchObject({ aplicada: 1, con_cambios: 1 });
    expect(byKey.get('gender:f')!.cambio_maximo).toBe(report.cambio_maximo);
    for (const variant of report.variantes.filter((v) => v.tipo === 'nombre')) expect(variant).toMatchObject({ aplicada: 2, con_cambios: 0, cambio_maximo: 0 });

    // A model that does not answer measures nothing: the report says it failed, and why in its counts.
    ai.behave({ kind: 'error', status: 500 });
    expect((await t.call(startFairnessCall, { body: { evaluacion_id: postingId }, token: acme.token })).status).toBe(200);
    expect(await ended(t, acme, postingId)).toMatchObject({ estado: 'fallido', total: 2, procesados: 2, fallidos: 2, cambio_maximo: null, variantes: [] });
  });
});
