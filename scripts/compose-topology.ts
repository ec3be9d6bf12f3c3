// Runs docker-compose.yml's topology without Docker, as plain processes on this machine, and walks through it:
// the services' own environment (each ${VAR:-default} at its default), the workers' own command, the APIs'
// own healthcheck command, and Caddy on deploy/Caddyfile, with only the addresses moved to this machine:
// PostgreSQL is a fresh database on the server of ADMIN_DATABASE_URL (a role that may create databases), MinIO
// is the S3 stand-in of the tests (same bucket and keys), and each API gets a port of its own. Needs `caddy`.
//
//   ADMIN_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npx tsx scripts/compose-topology.ts
//
// It signs up through the proxy, activates the account by the link a worker logged, uploads a CV that a
// worker analyses, then stops each API in turn with SIGTERM under steady traffic through the proxy and counts
// the requests that failed, and stops a worker. It prints what it saw; it exits 1 when something went wrong.
import { CONSENT_VERSION } from '@postula/contract/applicants';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { corpusFile } from '../apps/api/src/testing/corpus';
import { startS3StandIn } from '../apps/api/src/testing/s3-stand-in';
import { freePort, startServerProcess, startWorkerProcess, type AppProcess, type ServerProcess } from '../apps/api/src/testing/server-process';

interface Service {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
}

const adminUrl = process.env.ADMIN_DATABASE_URL;
if (!adminUrl) throw new Error('Set ADMIN_DATABASE_URL to a PostgreSQL role that may create databases.');

const compose = parse(await readFile('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};

/** A service's environment as Compose gives it with no variables set: each ${VAR:-default} at its default. */
const environmentOf = (name: string) =>
  Object.fromEntries(
    Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [
      key,
      String(value).replace(/\$\{([A-Z_]+)(?::-([^}]*))?\}/g, (_match, _variable: string, fallback?: string) => fallback ?? ''),
    ]),
  );

// PostgreSQL: a fresh database named as the compose file names it, on the local server.
const databaseName = `postula_topology_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const localDatabase = new URL(adminUrl);
localDatabase.pathname = `/${databaseName}`;

// MinIO: the stand-in, with the bucket and keys of the compose file.
const api1Env = environmentOf('api1');
const s3 = await startS3StandIn({
  bucket: api1Env.S3_BUCKET,
  region: api1Env.S3_REGION,
  accessKeyId: api1Env.S3_ACCESS_KEY_ID,
  secretAccessKey: api1Env.S3_SECRET_ACCESS_KEY,
});
const proxyPort = await freePort();
const publicUrl = `http://127.0.0.1:${proxyPort}`;
const dataDir = await mkdtemp(join(tmpdir(), 'postula-topology-'));

/** The compose environment with the addresses of this machine. */
function localEnvironment(name: string): Record<string, string> {
  const env = environmentOf(name);
  return {
    ...env,
    DATABASE_URL: localDatabase.toString(),
    S3_ENDPOINT: s3.endpoint,
    PUBLIC_URL: publicUrl,
    DATA_DIR: join(dataDir, name),
    LOG_LEVEL: 'info',
  };
}

const running: AppProcess[] = [];
let caddy: ReturnType<typeof spawn> | undefined;
try {
  // The workers run the compose file's command.
  for (const name of ['worker1', 'worker2']) {
    check(services[name]!.command?.join(' ') === 'node --import tsx apps/api/src/worker.ts', `${name} runs apps/api/src/worker.ts`);
  }
  // Four processes start at once on an empty database, as `docker compose up` starts them.
  const apiPorts = { api1: await freePort(), api2: await freePort() };
  const started = Date.now();
  const starts = await Promise.allSettled([
    startServerProcess(localEnvironment('api1'), apiPorts.api1),
    startServerProcess(localEnvironment('api2'), apiPorts.api2),
    startWorkerProcess(localEnvironment('worker1')),
    startWorkerProcess(localEnvironment('worker2')),
  ]);
  // Those that started are stopped at the end even when another did not.
  for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) throw failed.reason;
  const [api1, api2, worker1, worker2] = running as [ServerProcess, ServerProcess, AppProcess, AppProcess];
  await Promise.all([api1.waitUntilReady(), api2.waitUntilReady()]);
  console.log(`     four processes up and ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The APIs' own healthcheck command, pointed at each API.
  for (const [name, api] of [['api1', api1], ['api2', api2]] as const) {
    const [, ...command] = services[name]!.healthcheck!.test;
    const args = command.slice(1).map((arg) => arg.replace('http://127.0.0.1:3000', api.baseUrl));
    // Asynchronously: the S3 stand-in that the readiness check reaches runs in this very process.
    const status = await new Promise<number | null>((resolve) => spawn(process.execPath, args, { stdio: 'ignore' }).on('exit', resolve));
    check(status === 0, `${name}'s healthcheck command passes`);
  }

  // Caddy on the compose file's Caddyfile, the API hosts and the port moved here.
  const caddyfile = (await readFile('deploy/Caddyfile', 'utf8'))
    .replace(':8080 {', `:${proxyPort} {`)
    .replace('api1:3000', `127.0.0.1:${apiPorts.api1}`)
    .replace('api2:3000', `127.0.0.1:${apiPorts.api2}`);
  const caddyPath = join(dataDir, 'Caddyfile');
  await writeFile(caddyPath, caddyfile);
  caddy = spawn('caddy', ['run', '--config', caddyPath, '--adapter', 'caddyfile'], { stdio: 'ignore', env: { ...process.env, HOME: dataDir } });
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${publicUrl}/api/ready`).then((r) => r.status, () => 0)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${publicUrl}/api${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, data: (await response.json()) as Record<string, unknown> };
  };

  // A newcomer's journey through the proxy: sign up, the activation link from a worker's log, sign in.
  const email = `ana.${Date.now()}@example.com`;
  const signup = await call('POST', '/user', { username: email, password: 'Segura123', nombre_empresa: 'Acme', actividad_empresa: 1, idioma: 'es' });
  check(signup.status === 200, 'sign-up through the proxy answers 200');
  const logged = await Promise.any([worker1, worker2].map((worker) => worker.waitForLog((line) => (line.mail as { to?: string })?.to === email, 30_000)));
  const link = new URL((logged.mail as { links: string[] }).links[0]!);
  check(link.origin === publicUrl, `the activation link a worker logged starts with PUBLIC_URL (${link.origin}${link.pathname})`);
  const activated = await call('POST', '/user/activate', { codigo_activacion: link.searchParams.get('p'), correo: link.searchParams.get('u') });
  check(activated.status === 200, 'activation through the proxy answers 200');
  const login = await call('POST', '/login', { username: email, password: 'Segura123' });
  const token = login.data.token as string;
  check(login.status === 200 && typeof token === 'string', 'sign-in through the proxy');

  // A posting, a CV uploaded through one API into the bucket, analysed by a worker that reads it from there.
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const posting = await call(
    'POST',
    '/jobsearch',
    {
      sexo: 'indistinto',
      puesto: 'Desarrollador de software',
      tareas_a_realizar: 'Desarrollar aplicaciones web.',
      condiciones_necesarias: [],
      condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }],
      maxima_cant_cv: 500,
      valido_hasta: until,
    },
    token,
  );
  const postingId = posting.data.evaluacion_id as number;
  // As the candidate's public page finds it.
  const companyId = (await call('GET', `/jobsearch/upload/${postingId}`)).data.empresa_id as number;
  const form = new FormData();
  form.set('empresa_id', String(companyId));
  form.set('evaluacion_id', String(postingId));
  form.set('consentimiento', CONSENT_VERSION);
  form.set('file', new Blob([corpusFile('cvs/fjuniorr__Awesome-CV__cv_en.pdf')]), 'cv.pdf');
  const upload = await fetch(`${publicUrl}/api/applicant/upload`, { method: 'POST', body: form });
  check(upload.status === 200, 'a CV uploaded through the proxy answers 200');
  check([...s3.objects.keys()].some((key) => key.startsWith('cv')), 'the CV is in the bucket');
  let state = '';
  for (let i = 0; i < 600 && state !== 'done'; i++) {
    const detail = await call('GET', `/jobsearch/detail/${postingId}`, undefined, token);
    state = ((detail.data.postulaciones as Array<{ analisis: { estado: string } }>)[0]?.analisis.estado as string) ?? '';
    if (state !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(state === 'done', 'a worker analysed the CV read from the bucket');

  // Each API stopped in turn under steady traffic through the proxy: no request fails.
  for (const [name, index] of [['api1', 0], ['api2', 1]] as const) {
    let sent = 0;
    const failures: string[] = [];
    let traffic = true;
    // Four clients at once, each on its kept-alive connection, as a few recruiters' open lists are.
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (traffic) {
          sent++;
          const answer = await fetch(`${publicUrl}/api/jobsearch/detail/${postingId}`, { headers: { authorization: `Bearer ${token}` } }).then(
            (r) => String(r.status),
            (error: unknown) => String(error),
          );
          if (answer !== '200') failures.push(answer);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const api = running[index] as ServerProcess;
    const stoppedAt = Date.now();
    const exit = await api.kill('SIGTERM');
    const took = Date.now() - stoppedAt;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const replacement = await startServerProcess(localEnvironment(name), apiPorts[name]);
    await replacement.waitUntilReady();
    running[index] = replacement;
    // Caddy's next health check finds it back.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    traffic = false;
    await load;
    check(exit.code === 0, `${name} exits 0 on SIGTERM (in ${(took / 1000).toFixed(1)} s) and a new one takes its place`);
    check(failures.length === 0, `${sent} requests through the proxy while ${name} stopped and restarted: ${failures.length} failed ${failures.slice(0, 3).join(', ')}`);
  }

  const workerExit = await worker1.kill('SIGTERM');
  check(workerExit.code === 0, 'worker1 exits 0 on SIGTERM');
} finally {
  caddy?.kill('SIGTERM');
  for (const child of running) await child.kill();
  await s3.close();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(problems.length === 0 ? '\nThe compose topology works.' : `\n${problems.length} problem(s).`);
process.exit(problems.length === 0 ? 0 : 1);
