import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetailCall, updateJobCall } from '@postula/contract/postings';
import { createEmbeddedEngine } from '../../engine/embedded/embedded-engine';
import type { AiEngine } from '../../engine/engine';
import { corpusFile, createPosting, insertApplicantRow, postingRequest } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { analyzeCv, resumeAnalyses, type AnalysisDeps } from '../applicants/analysis/analysis.jobs';
import { findForAnalysis } from '../applicants/analysis/analysis.repository';
import { updatePosting } from './management.repository';

/*
 * The re-score's guarantees, with the analysis job run by hand (no worker racing the test): an analysis that
 * read the old conditions never stores its result, and a re-score whose jobs were not sent (the process
 * stopped after the edit) is sent by the sweep, each applicant still analysed exactly once.
 */

describe('re-scoring a posting’s applicants', () => {
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const embedded = createEmbeddedEngine();
  const deps = (ai: AiEngine = embedded): AnalysisDeps => ({
    db: t.database.db,
    storage: t.storage,
    queue: t.queue,
    ai,
    fallbackAi: embedded,
    config: { DOCUMENT_TIMEOUT_MS: 30_000, DOCUMENT_MEMORY_MB: 768, PUBLIC_URL: 'http://localhost' },
  });

  async function applicant(postingId: number) {
    const storageKey = await t.storage.put(corpusFile('cvs/fjuniorr__Awesome-CV__cv_en.pdf'), 'cv');
    return insertApplicantRow(t.database.db, { id: postingId, companyId: acme.companyId }, { storageKey });
  }

  const conditionsOf = async (applicationId: number) =>
    (await findForAnalysis(t.database.db, applicationId))!.application.conditions.map((c) => c.condition);

  it('does not store an analysis made against conditions changed while it ran: it analyses again with the new ones', async () => {
    const id = await createPosting(t, acme);
    const row = await applicant(id);
    let calls = 0;
    const editingAi: AiEngine = {
      ...embedded,
      name: embedded.name,
      analyzeCv: async (input) => {
        calls++;
        if (calls === 1) {
          // The recruiter saves new conditions while this CV is being read.
          const edited = await t.call(updateJobCall, {
            params: { id },
            token: acme.token,
            body: postingRequest({ condiciones_necesarias: [{ condicion_necesaria: 'Licencia de conducir' }] }),
          });
          expect(edited.data?.recalificando).toBe(0); // nothing scored yet: nothing to put back
        }
        return embedded.analyzeCv(input);
      },
    };
    await analyzeCv(deps(editingAi))({ applicationId: row.id, cvFileId: row.cvFileId });
    expect(calls).toBe(2);
    expect(await conditionsOf(row.id)).toEqual(['Licencia de conducir', 'Inglés avanzado']);
    const stored = (await findForAnalysis(t.database.db, row.id))!.application;
    expect(stored).toMatchObject({ analysisState: 'done', analysisAttempts: 1 });
  });

  it('sends a re-score whose jobs were never sent from the sweep, and analyses each applicant once even when its job comes twice', async () => {
    const id = await createPosting(t, acme);
    const rows = [await applicant(id), await applicant(id)];
    for (const row of rows) await analyzeCv(deps())({ applicationId: row.id, cvFileId: row.cvFileId });

    // The edit commits, and its process stops before sending any job.
    const fields = { ...postingRequest(), mandatoryConditions: ['Experiencia en ventas'], desirableConditions: [] };
    const updated = await updatePosting(t.database.db, acme.companyId, id, {
      position: fields.puesto,
      tasks: fields.tareas_a_realizar,
      mandatoryConditions: fields.mandatoryConditions,
      desirableConditions: fields.desirableConditions,
      maxCvs: fields.maxima_cant_cv,
      validUntil: fields.valido_hasta,
    });
    expect(updated).toEqual({ rescoring: 2 });
    const during = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(during.data?.recalificacion).toEqual({ total: 2, hechos: 0 });
    // The old scores stay until the new ones are stored.
    expect(during.data?.postulaciones.every((a) => a.calificacion !== null && a.analisis.estado === 'pending')).toBe(true);

    expect(await resumeAnalyses({ db: t.database.db, queue: t.queue })).toBe(2);
    expect(await resumeAnalyses({ db: t.database.db, queue: t.queue })).toBe(0);

    let engineCalls = 0;
    const counting: AiEngine = { ...embedded, name: embedded.name, analyzeCv: (input) => (engineCalls++, embedded.analyzeCv(input)) };
    await analyzeCv(deps(counting))({ applicationId: rows[0]!.id, cvFileId: rows[0]!.cvFileId });
    const halfway = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(halfway.data?.recalificacion).toEqual({ total: 2, hechos: 1 });
    // Both jobs of each applicant run (the edit's and the sweep's): the second finds nothing to do.
    for (const row of [...rows, ...rows]) await analyzeCv(deps(counting))({ applicationId: row.id, cvFileId: row.cvFileId });
    expect(engineCalls).toBe(2);
    for (const row of rows) {
      expect(await conditionsOf(row.id)).toEqual(['Experiencia en ventas']);
      expect((await findForAnalysis(t.database.db, row.id))!.application).toMatchObject({ analysisAttempts: 1, rescoring: false });
    }
    const after = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(after.data?.recalificacion).toBeNull();
  });
});
