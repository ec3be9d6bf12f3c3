import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countUnfinishedAnalyses } from '../../apps/api/src/modules/applicants/analysis/analysis.repository';
import { insertPosting } from '../../apps/api/src/modules/postings/postings.repository';
import { insertActivatedCompany } from '../../apps/api/src/testing/seed';
import { freePort, startServerProcess, startWorkerProcess, type AppProcess } from '../../apps/api/src/testing/server-process';
import { createBenchDatabase } from './postgres';

export interface WorkerScaling {
  /** CVs analysed per second with 1, 2… worker processes, in the order asked. */
  perSecond: Array<{ workers: number; perSecond: number }>;
}

/**
 * The CV pipeline as it runs at scale: an API process (EMBEDDED_WORKER=false) on a new PostgreSQL database
 * takes every CV while no worker runs; then `workers` worker processes (`npm run worker`) are started and
 * timed from the first analysis they start to the last one they store, by their own logs. Each worker reads
 * `concurrency` CVs at a time, so the figures show what adding a process adds. CV files are kept in a
 * folder the processes share (one machine).
 */
export async function measureWorkerScaling(options: {
  adminUrl: string;
  corpus: URL;
  files: string[];
  workerCounts: number[];
  concurrency: number;
}): Promise<WorkerScaling> {
  const { url, database, drop } = await createBenchDatabase(options.adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'postula-bench-pg-'));
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    FILES_DIR: join(dataDir, 'files'),
    EMBEDDED_WORKER: 'false',
    PUBLIC_UPLOAD_LIMIT: '100000',
    ANALYSIS_CONCURRENCY: String(options.concurrency),
    LOG_LEVEL: 'debug',
  };
  const api = await startServerProcess({ ...env, LOG_LEVEL: 'warn' }, await freePort());
  const company = await insertActivatedCompany(database.db, { name: 'Bench' });
  const perSecond: WorkerScaling['perSecond'] = [];
  try {
    for (const count of options.workerCounts) {
      // Every CV in a posting of its own, as in the embedded measure.
      for (const file of options.files) {
        const posting = await insertPosting(database.db, {
          companyId: company.companyId,
          position: 'Enfermero/a',
          tasks: 'Cuidado de pacientes.',
          mandatoryConditions: ['Título de enfermería', 'Experiencia de 2 años'],
          desirableConditions: ['Inglés avanzado', 'Manejo de historia clínica electrónica'],
          maxCvs: 500,
          validUntil: '2099-12-31',
          language: 'es',
        });
        const form = new FormData();
        form.set('empresa_id', String(company.companyId));
        form.set('evaluacion_id', String(posting.id));
        form.set('file', new Blob([readFileSync(new URL(file, options.corpus))]), file);
        const response = await fetch(`${api.baseUrl}/api/applicant/upload`, { method: 'POST', body: form });
        if (!response.ok) throw new Error(`${file}: upload answered ${response.status}`);
      }
      const workers = await Promise.all(Array.from({ length: count }, () => startWorkerProcess(env)));
      while ((await countUnfinishedAnalyses(database.db)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const times = (worker: AppProcess, msg: string) => worker.logs.filter((line) => line.msg === msg).map((line) => line.time as number);
      const started = Math.min(...workers.flatMap((worker) => times(worker, 'CV analysis started')));
      const stored = workers.flatMap((worker) => times(worker, 'CV analysed'));
      if (stored.length !== options.files.length) throw new Error(`${stored.length} of ${options.files.length} CVs analysed`);
      perSecond.push({ workers: count, perSecond: (stored.length / (Math.max(...stored) - started)) * 1000 });
      await Promise.all(workers.map((worker) => worker.kill()));
    }
  } finally {
    await api.kill();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { perSecond };
}
