import { CONSENT_VERSION } from '@postula/contract/applicants';
import { afterEach, expect, it } from 'vitest';
import { corpusFile } from '../testing/applicants';
import { autoAnswer, startOpenAiStandIn, type OpenAiStandIn } from '../testing/openai-stand-in';
import { freePort, startServerProcess, startWorkerProcess, type AppProcess } from '../testing/server-process';
import { CV, eventually, prepareFixture, type ProcessFixture } from './fixture';

/*
 * What an orchestrator relies on when it stops a worker (`npm run worker`): on SIGTERM it takes no new job
 * and lets a running CV analysis finish before exiting 0; one still running at the deadline goes back to the
 * queue and another worker finishes it. The analysis waits on an OpenAI-compatible stand-in that answers as
 * slowly as each test needs, so "running" is certain when the signal is sent.
 */

let fixture: ProcessFixture | undefined;
let ai: OpenAiStandIn | undefined;
const processes: AppProcess[] = [];
afterEach(async () => {
  for (const running of processes.splice(0)) await running.kill();
  await ai?.close();
  await fixture?.cleanup();
  ai = undefined;
  fixture = undefined;
});

/** One CV uploaded through an API-only process (as the docker-compose topology runs it), which then stops. */
async function uploadOneCv(current: ProcessFixture) {
  const api = await startServerProcess({ ...current.env, EMBEDDED_WORKER: 'false', LOG_LEVEL: 'warn' }, await freePort());
  processes.push(api);
  const form = new FormData();
  form.set('empresa_id', String(current.companyId));
  form.set('evaluacion_id', String(current.postingId));
  form.set('consentimiento', CONSENT_VERSION);
  form.set('file', new Blob([corpusFile(CV)]), 'cv.pdf');
  expect((await fetch(`${api.baseUrl}/api/applicant/upload`, { method: 'POST', body: form })).status).toBe(200);
  expect(await api.kill('SIGTERM')).toEqual({ code: 0, signal: null });
}

async function startWorker(env: Record<string, string>) {
  const worker = await startWorkerProcess({
    ...fixture!.env,
    AI_BASE_URL: ai!.baseUrl,
    AI_API_KEY: ai!.apiKey,
    ANALYSIS_CONCURRENCY: '1',
    ...env,
  });
  processes.push(worker);
  return worker;
}

/** The analysis of the one applicant, read once no process holds the database. */
/** What a worker that did not exit 0 said last: its warnings and errors, and its standard error. */
const whyItExited = (worker: AppProcess) =>
  JSON.stringify({ logs: worker.logs.filter((line) => Number(line.level) >= 40).slice(-10), stderr: worker.stderr().slice(-2000) });

async function analysis(): Promise<{ state: string; engine: string | null; attempts: number }> {
  const database = fixture!.openDatabase();
  try {
    const { rows } = await database.executeSql('select analysis_state, engine, analysis_attempts from applications');
    const [row] = rows as Array<{ analysis_state: string; engine: string | null; analysis_attempts: number }>;
    return { state: row!.analysis_state, engine: row!.engine, attempts: row!.analysis_attempts };
  } finally {
    await database.close();
  }
}

it('on SIGTERM a worker finishes the CV analysis it is running, then exits 0', { timeout: 120_000 }, async () => {
  fixture = await prepareFixture();
  ai = await startOpenAiStandIn();
  ai.behave({ kind: 'slow', delayMs: 2000, answer: autoAnswer });
  await uploadOneCv(fixture);

  const worker = await startWorker({ SHUTDOWN_TIMEOUT_MS: '30000' });
  await eventually(() => ai!.requests.length > 0, 60_000, 'the analysis asks the model');
  const signalled = Date.now();
  worker.child.kill('SIGTERM');

  expect(await worker.exited, whyItExited(worker)).toEqual({ code: 0, signal: null });
  // It waited for the model's slow answer rather than leaving at once.
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
  expect(worker.logs.some((line) => /handed back/.test(String(line.msg)))).toBe(false);
  expect(await analysis()).toEqual({ state: 'done', engine: 'openai:gpt-4o-mini', attempts: 1 });
});

it('hands an analysis still running at the deadline back to the queue, and another worker finishes it', { timeout: 150_000 }, async () => {
  fixture = await prepareFixture();
  ai = await startOpenAiStandIn();
  ai.behave({ kind: 'slow', delayMs: 25_000, answer: autoAnswer });
  await uploadOneCv(fixture);

  const first = await startWorker({ SHUTDOWN_TIMEOUT_MS: '1000' });
  await eventually(() => ai!.requests.length > 0, 60_000, 'the analysis asks the model');
  const signalled = Date.now();
  first.child.kill('SIGTERM');
  expect(await first.exited, whyItExited(first)).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalled).toBeLessThan(6000);
  await first.waitForLog(/^1 job still running at the deadline handed back to the queue for another worker$/, 1000);
  expect((await analysis()).state).toBe('processing');

  // Another worker (on PGlite the same folder can only be opened after the first is gone) takes it over.
  ai.behave({ kind: 'auto' });
  const asked = ai.requests.length;
  const second = await startWorker({ SHUTDOWN_TIMEOUT_MS: '30000' });
  await eventually(() => ai!.requests.length > asked, 60_000, 'the second worker asks the model');
  // Stopping now lets the analysis it is running finish first.
  expect(await second.kill('SIGTERM'), whyItExited(second)).toEqual({ code: 0, signal: null });
  expect(await analysis()).toMatchObject({ state: 'done', engine: 'openai:gpt-4o-mini', attempts: 2 });
});
