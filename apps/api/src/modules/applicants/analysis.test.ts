import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetailCall } from '@postula/contract/postings';
import { createAiEngine } from '../../engine/create-engine';
import { createEmbeddedEngine } from '../../engine/embedded/embedded-engine';
import type { FileStorage } from '../../platform/storage/file-storage';
import { corpusFile, createPosting, uploadCv } from '../../testing/applicants';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../testing/openai-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { analyzeCv, MAX_ANALYSIS_ATTEMPTS, resumeAnalyses, type AnalysisDeps } from './analysis/analysis.jobs';
import * as repo from './analysis/analysis.repository';

/*
 * The analysis job run by hand (no worker racing the test for it): it is idempotent, retries what is
 * worth retrying, and always ends in a state the recruiter can read.
 */

describe('the CV analysis job', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let ai: OpenAiStandIn;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
    ai = await startOpenAiStandIn();
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  const deps = (overrides: Partial<AnalysisDeps> = {}): AnalysisDeps => ({
    db: t.database.db,
    storage: t.storage,
    queue: t.queue,
    ai: createEmbeddedEngine(),
    fallbackAi: createEmbeddedEngine(),
    config: { DOCUMENT_TIMEOUT_MS: 30_000, DOCUMENT_MEMORY_MB: 768, PUBLIC_URL: 'http://localhost' },
    ...overrides,
  });

  /** Uploads a real CV to a new posting; its job is queued, and nobody runs it. */
  async function uploaded() {
    const postingId = await createPosting(t, acme);
    const answer = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: postingId,
      file: { bytes: corpusFile('cvs/srbhr__Resume-Matcher__john_doe.pdf'), name: 'cv.pdf' },
    });
    expect(answer.status).toBe(200);
    const detail = await t.call(jobDetailCall, { params: { id: postingId }, token: acme.token });
    const applicant = detail.data!.postulaciones[0]!;
    expect(applicant.analisis.estado).toBe('pending');
    const found = await repo.findForAnalysis(t.database.db, applicant.id);
    return { applicationId: applicant.id, cvFileId: found!.cvFile.id };
  }

  const row = async (applicationId: number) => (await repo.findForAnalysis(t.database.db, applicationId))!.application;

  it('is idempotent: running it again after it ended changes nothing', async () => {
    const job = await uploaded();
    await analyzeCv(deps())(job);
    const first = await row(job.applicationId);
    expect(first).toMatchObject({ analysisState: 'done', email: 'john.doe@email.com', engine: 'embedded', analysisAttempts: 1 });

    await analyzeCv(deps())(job);
    expect(await row(job.applicationId)).toEqual(first);
  });

  it('retries a transient failure and then succeeds', async () => {
    const job = await uploaded();
    let failures = 1;
    const flaky: FileStorage = {
      ...t.storage,
      get: async (key) => {
        if (failures-- > 0) throw new Error('EIO: the disk hiccuped');
        return t.storage.get(key);
      },
    };
    await expect(analyzeCv(deps({ storage: flaky }))(job)).rejects.toThrow('EIO');
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'processing', analysisAttempts: 1 });

    await analyzeCv(deps({ storage: flaky }))(job);
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'done', analysisAttempts: 2 });
  });

  it('ends as "internal" when every attempt failed, instead of staying pending', async () => {
    const job = await uploaded();
    const broken: FileStorage = { ...t.storage, get: () => Promise.reject(new Error('EIO')) };
    for (let attempt = 1; attempt < MAX_ANALYSIS_ATTEMPTS; attempt++) {
      await expect(analyzeCv(deps({ storage: broken }))(job)).rejects.toThrow('EIO');
    }
    await analyzeCv(deps({ storage: broken }))(job);
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'failed', analysisFailure: 'internal' });
  });

  it('retries while the AI server is down, and on the last attempt uses the embedded engine', async () => {
    ai.behave({ kind: 'error', status: 503 });
    const openai = createAiEngine({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey, AI_MODEL: 'gpt-test', AI_MAX_RETRIES: 0, AI_TIMEOUT_MS: 2000 });
    const job = await uploaded();
    for (let attempt = 1; attempt < MAX_ANALYSIS_ATTEMPTS; attempt++) {
      await expect(analyzeCv(deps({ ai: openai }))(job)).rejects.toThrow();
    }
    await analyzeCv(deps({ ai: openai }))(job);
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'done', engine: 'embedded', email: 'john.doe@email.com' });
    expect(ai.requests.length).toBeGreaterThanOrEqual(MAX_ANALYSIS_ATTEMPTS - 1);
  });

  it('reads the file as the upload sniffed it: the job carries the sniff, and the analysis does not sniff again', async () => {
    const postingId = await createPosting(t, acme);
    const answer = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: postingId,
      file: { bytes: corpusFile('hostile/nolze__msoffcrypto-tool__example_password.docx'), name: 'cv.docx' },
    });
    expect(answer.status).toBe(200);
    const { rows } = await t.database.executeSql(`select data from pgboss.job where name = 'cv.analyze' order by created_on desc limit 1`);
    const queued = (rows[0] as { data: Parameters<ReturnType<typeof analyzeCv>>[0] }).data;
    expect(queued.document).toEqual({ kind: 'docx', problem: 'encrypted' });
    await analyzeCv(deps())(queued);
    expect(await row(queued.applicationId)).toMatchObject({ analysisState: 'failed', analysisFailure: 'encrypted' });

    // A readable PDF whose job says the upload found a macro-enabled Word file ends as the job says: nothing
    // sniffed the bytes again on the way.
    const job = await uploaded();
    await analyzeCv(deps())({ ...job, document: { kind: 'docx', problem: 'macro_enabled' } });
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'failed', analysisFailure: 'macro_enabled' });
  });

  it('does nothing for a CV that was replaced meanwhile', async () => {
    const job = await uploaded();
    await analyzeCv(deps())({ ...job, cvFileId: job.cvFileId + 10_000 });
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'pending', analysisAttempts: 0 });
  });

  it('leaves an analysis another worker holds alone, and takes it over once that worker stops renewing its claim', async () => {
    const job = await uploaded();
    // Another worker claimed it a moment ago and is still reading (its lease runs for a minute).
    expect(await repo.startAnalysis(t.database.db, job.applicationId, job.cvFileId, 60)).toEqual({ attempts: 1 });
    await analyzeCv(deps())(job);
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'processing', analysisAttempts: 1 });
    expect((await repo.findAbandoned(t.database.db)).map((a) => a.id)).not.toContain(job.applicationId);
    expect(await resumeAnalyses({ db: t.database.db, queue: t.queue })).toBe(0);

    // That worker was killed: its lease ran out (here, one that ended a second ago), and the sweep finds it.
    await repo.startAnalysis(t.database.db, job.applicationId, job.cvFileId, 60);
    await repo.renewLease(t.database.db, job.applicationId, job.cvFileId, -1);
    expect((await repo.findAbandoned(t.database.db)).map((a) => a.id)).toContain(job.applicationId);
    await analyzeCv(deps())(job);
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'done', analysisLeaseUntil: null });
  });

  it('gives its claim up when an attempt fails, so the retry needs not wait for the lease', async () => {
    const job = await uploaded();
    const broken: FileStorage = { ...t.storage, get: () => Promise.reject(new Error('EIO')) };
    await expect(analyzeCv(deps({ storage: broken }))(job)).rejects.toThrow('EIO');
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'processing', analysisLeaseUntil: null });
    await analyzeCv(deps())(job);
    expect(await row(job.applicationId)).toMatchObject({ analysisState: 'done', analysisAttempts: 2 });
  });
});
