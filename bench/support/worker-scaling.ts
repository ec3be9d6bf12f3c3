import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countUnfinishedAnalyses } from '../../apps/api/src/modules/applicants/analysis/analysis.repository';
import { insertActivatedCompany } from '../../apps/api/src/testing/seed';
import { createPostgresDatabase } from '../../apps/api/src/testing/test-database';
import { freePort, startServerProcess, startWorkerProcess, type AppProcess } from '../../apps/api/src/testing/server-process';
import { uploadToOwnPosting } from './upload';

export interface WorkerScaling {
  /**
   * CVs analysed per second with 1, 2… worker processes, in the order asked, and how busy the machine's cores
   * were meanwhile (0–1, every process: workers, their reading processes, PostgreSQL).
   */
  perSecond: Array<{ workers: number; perSecond: number; busy: number }>;
}

/**
 * The CV pipeline as it runs at scale: an API process (EMBEDDED_WORKER=false) on a new PostgreSQL database,
 * and `workers` worker processes (`npm run worker`). After a warm-up batch, the CVs are sent `rounds` times
 * while the workers are paused, and the workers, let go together, are timed from the first analysis they
 * start to the last one they store, by their own logs.
 * Each worker reads `concurrency` CVs at a time, so the figures show what adding a process adds. CV files are
 * kept in a folder the processes share (one machine).
 */
export async function measureWorkerScaling(options: {
  adminUrl: string;
  corpus: URL;
  files: string[];
  workerCounts: number[];
  concurrency: number;
  /** Pins worker i (its threads, and the reading processes it starts afterwards) to core i. */
  pin?: boolean;
  /** Times the CVs are sent for the measure, after one warm-up batch. */
  rounds: number;
}): Promise<WorkerScaling> {
  const database = await createPostgresDatabase(options.adminUrl, 'postula_bench');
  const { url } = database;
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

  /** Every CV in a posting of its own, as in the embedded measure, sent to the API one after the other. */
  async function uploadAll(files: string[]) {
    for (const file of files) await uploadToOwnPosting({ db: database.db, companyId: company.companyId, baseUrl: api.baseUrl, corpus: options.corpus, file });
  }
  async function allAnalysed() {
    while ((await countUnfinishedAnalyses(database.db)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  try {
    for (const count of options.workerCounts) {
      const workers = await Promise.all(Array.from({ length: count }, () => startWorkerProcess(env)));
      if (options.pin) workers.forEach((worker, i) => execFileSync('taskset', ['-a', '-p', '-c', String(i % cpus().length), String(worker.child.pid)]));
      // A warm-up batch first: a new worker and its reading processes run their first documents at about
      // half speed while V8 compiles (decision 030), which says nothing about how processes add up.
      await uploadAll(options.files);
      await allAnalysed();
      // The measured CVs are sent while the (warm, idle) workers are paused with SIGSTOP, so that taking the
      // uploads is not counted, then the workers go on together.
      const before = workers.map((worker) => worker.logs.length);
      const measured = Array.from({ length: options.rounds }, () => options.files).flat();
      for (const worker of workers) worker.child.kill('SIGSTOP');
      await uploadAll(measured);
      const cpuBefore = cpuTimes();
      for (const worker of workers) worker.child.kill('SIGCONT');
      await allAnalysed();
      const cpuAfter = cpuTimes();
      const since = (worker: AppProcess, i: number, msg: string) =>
        worker.logs.slice(before[i]).filter((line) => line.msg === msg).map((line) => line.time as number);
      const started = Math.min(...workers.flatMap((worker, i) => since(worker, i, 'CV analysis started')));
      const stored = workers.flatMap((worker, i) => since(worker, i, 'CV analysed'));
      if (stored.length !== measured.length) throw new Error(`${stored.length} of ${measured.length} CVs analysed`);
      const busy = (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total);
      perSecond.push({ workers: count, perSecond: (stored.length / (Math.max(...stored) - started)) * 1000, busy });
      await Promise.all(workers.map((worker) => worker.kill()));
    }
  } finally {
    await api.kill();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { perSecond };
}

/** Time every core of the machine spent, and spent busy (not idle or waiting for the disk), from /proc/stat. */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + (fields[4] ?? 0);
  return { busy: total - idle, total };
}
